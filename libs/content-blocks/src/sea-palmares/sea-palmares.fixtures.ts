import type { SeaPalmaresData } from '@paddock/api-clients/blocks';

/** The academy's record over five seasons, in four championships. */
export const palmaresFr: SeaPalmaresData = {
  title: 'Palmarès de l’Académie',
  intro: 'Les titres et podiums de nos pilotes depuis la création de la filière.',
  entries: [
    {
      season: 2024,
      championship: 'Michelin Le Mans Cup – LMP3',
      drivers: ['Lucas Petit', 'Inès Caron'],
      result: 'Champion',
      car: 'Ligier JS P320',
      team: 'Sarthe Academy Racing',
    },
    {
      season: 2025,
      championship: 'European Le Mans Series – LMP3',
      drivers: ['Théo Marchand', 'Lucas Petit', 'Jonas Lindqvist'],
      result: 'Champion',
      car: 'Ligier JS P325',
      team: 'Sarthe Academy Racing',
    },
    {
      season: 2025,
      championship: '24 Heures du Mans – LMGT3',
      drivers: ['Sarah Whitfield', 'Inès Caron', 'Laura Ferreira'],
      result: '2e',
      car: 'Porsche 911 GT3 R',
      team: 'Iron Dames Academy',
    },
    {
      season: 2023,
      championship: 'Michelin Le Mans Cup – LMP3',
      drivers: ['Théo Marchand', 'Hugo Lebrun'],
      result: '3e',
      car: 'Ligier JS P320',
      team: 'Sarthe Academy Racing',
    },
    {
      season: 2022,
      championship: 'Championnat de France F4',
      drivers: ['Théo Marchand'],
      result: 'Champion',
      car: 'Mygale M21-F4',
    },
    {
      season: 2021,
      championship: 'Championnat de France F4',
      drivers: ['Inès Caron'],
      result: 'Vice-championne',
      car: 'Mygale M21-F4',
    },
  ],
  cta: { text: 'Rejoindre l’Académie', href: '/fr/academie/candidater', style: 'primary' },
};

const english: Record<string, string> = {
  '24 Heures du Mans – LMGT3': '24 Hours of Le Mans – LMGT3',
  'Championnat de France F4': 'French F4 Championship',
  '2e': '2nd',
  '3e': '3rd',
  'Vice-championne': 'Runner-up',
};

export const palmaresEn: SeaPalmaresData = {
  title: 'The Academy’s record',
  intro: 'Our drivers’ titles and podiums since the programme began.',
  entries: palmaresFr.entries.map((entry) => ({
    ...entry,
    championship: english[entry.championship] ?? entry.championship,
    result: english[entry.result] ?? entry.result,
  })),
  cta: { text: 'Join the Academy', href: '/en/academy/apply', style: 'primary' },
};
