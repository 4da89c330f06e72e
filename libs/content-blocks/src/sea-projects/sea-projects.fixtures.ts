import type { SeaProjectsData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';

/** The academy's projects: three ongoing, two finished. */
export const academyProjectsFr: SeaProjectsData = {
  title: 'Les projets de l’Académie',
  intro: 'De la piste à l’atelier, les projets menés avec nos pilotes, ingénieurs et partenaires.',
  projects: [
    {
      title: 'Filière Espoirs Endurance',
      status: 'ongoing',
      year: 2023,
      summary:
        'Six jeunes pilotes accompagnés du karting jusqu’au prototype LMP3, saison après saison.',
      picture: tintedPicture('Filière Espoirs', 1600, 900, 210),
      href: '/fr/academie/projets/filiere-espoirs',
    },
    {
      title: 'Équipage 100 % féminin',
      status: 'ongoing',
      year: 2024,
      summary: 'Trois pilotes formées par l’Académie visent le départ des 24 Heures en LMGT3.',
      picture: tintedPicture('Équipage féminin', 1600, 900, 300),
      href: '/fr/academie/projets/equipage-feminin',
    },
    {
      title: 'Simulateur pédagogique',
      status: 'finished',
      year: 2022,
      summary: 'Un simulateur de la piste des 24 Heures pour préparer les relais de nuit.',
      picture: tintedPicture('Simulateur', 1600, 900, 40),
    },
    {
      title: 'Bourse Jeunes Talents Karting',
      status: 'ongoing',
      year: 2025,
      summary: 'Une bourse de 30 000 € pour les meilleurs pilotes de karting de moins de 16 ans.',
      href: 'https://karting.example.org/bourse',
    },
    {
      title: 'Carburant renouvelable en course',
      status: 'finished',
      year: 2021,
      summary: 'Les ingénieurs de l’Académie ont testé un carburant 100 % renouvelable en LMP3.',
      picture: tintedPicture('Carburant', 1600, 900, 120),
      href: '/fr/academie/projets/carburant',
    },
  ],
};

const english: Record<string, [string, string]> = {
  'Filière Espoirs Endurance': [
    'Endurance Hopefuls pathway',
    'Six young drivers guided from karting to an LMP3 prototype, season after season.',
  ],
  'Équipage 100 % féminin': [
    'All-female crew',
    'Three drivers trained by the Academy aim for the 24 Hours start in LMGT3.',
  ],
  'Simulateur pédagogique': [
    'Training simulator',
    'A simulator of the 24 Hours circuit to prepare night stints.',
  ],
  'Bourse Jeunes Talents Karting': [
    'Young Karting Talents grant',
    'A €30,000 grant for the best karting drivers under 16.',
  ],
  'Carburant renouvelable en course': [
    'Renewable fuel in racing',
    'The Academy’s engineers tested a 100% renewable fuel in LMP3.',
  ],
};

export const academyProjectsEn: SeaProjectsData = {
  title: 'The Academy’s projects',
  intro: 'From the track to the workshop, projects run with our drivers, engineers and partners.',
  projects: academyProjectsFr.projects.map((project) => {
    const [title, summary] = english[project.title] ?? [project.title, project.summary];
    return {
      ...project,
      title,
      summary,
      href: project.href?.replace('/fr/academie/', '/en/academy/'),
    };
  }),
};
