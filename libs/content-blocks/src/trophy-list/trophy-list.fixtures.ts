import type { TrophyListData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';

const cup = (name: string, hue: number) => tintedPicture(name, 800, 800, hue);

/** The club's trophies over three years; one without a picture. */
export const trophiesFr: TrophyListData = {
  title: 'Trophées du club',
  intro: 'Chaque année, le club récompense celles et ceux qui font vivre l’endurance.',
  layout: 'grid',
  yearFilter: true,
  trophies: [
    {
      name: 'Trophée de l’Endurance',
      year: 2025,
      laureate: 'Sarthe Academy Racing',
      description: 'Le meilleur équipage de la saison sur l’ensemble des courses d’endurance.',
      picture: cup('Coupe d’or', 45),
      href: '/fr/club/trophees/endurance',
    },
    {
      name: 'Prix de l’Esprit d’équipe',
      year: 2025,
      laureate: 'Iron Dames Academy',
      description: 'Pour un relais de nuit mené sous la pluie, sans une erreur.',
      picture: cup('Coupe d’argent', 210),
    },
    {
      name: 'Trophée Jeune Espoir',
      year: 2024,
      laureate: 'Théo Marchand',
      description: 'Le plus jeune pilote à boucler les 24 Heures dans le top 10 de sa catégorie.',
      picture: cup('Casque', 0),
    },
    {
      name: 'Volant d’or des commissaires',
      year: 2024,
      laureate: 'Commissaires de la Sarthe',
      picture: cup('Volant', 120),
    },
    {
      name: 'Prix de l’innovation durable',
      year: 2023,
      laureate: 'Mission H24',
      description: 'Le premier prototype à hydrogène à boucler un tour en démonstration.',
      href: 'https://www.missionh24.example/',
    },
  ],
};

const english: Record<string, [string, string | undefined]> = {
  'Trophée de l’Endurance': [
    'Endurance Trophy',
    'The best crew of the season across every endurance race.',
  ],
  'Prix de l’Esprit d’équipe': ['Team Spirit Award', 'For a flawless night stint in the rain.'],
  'Trophée Jeune Espoir': [
    'Young Hopeful Trophy',
    'The youngest driver to finish the 24 Hours in the top 10 of their class.',
  ],
  'Volant d’or des commissaires': ['Marshals’ Golden Wheel', undefined],
  'Prix de l’innovation durable': [
    'Sustainable Innovation Award',
    'The first hydrogen prototype to complete a demonstration lap.',
  ],
};

export const trophiesEn: TrophyListData = {
  title: 'Club trophies',
  intro: 'Every year, the club rewards those who keep endurance racing alive.',
  layout: 'grid',
  yearFilter: true,
  trophies: trophiesFr.trophies.map((trophy) => {
    const [name, description] = english[trophy.name] ?? [trophy.name, trophy.description];
    return {
      ...trophy,
      name,
      description,
      laureate:
        trophy.laureate === 'Commissaires de la Sarthe' ? 'Sarthe marshals' : trophy.laureate,
      href: trophy.href?.replace('/fr/club/trophees/', '/en/club/trophies/'),
    };
  }),
};
