import type { DriversData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';

const portrait = (name: string, hue: number) => tintedPicture(name, 800, 1000, hue);

const drivers: DriversData['drivers'] = [
  {
    firstName: 'Théo',
    lastName: 'Marchand',
    country: 'FR',
    team: 'Sarthe Endurance',
    carNumber: '36',
    category: 'Hypercar',
    picture: portrait('T. Marchand', 210),
    href: '/fr/pilotes/theo-marchand',
  },
  {
    firstName: 'Kenji',
    lastName: 'Aoyama',
    country: 'JP',
    team: 'Sarthe Endurance',
    carNumber: '36',
    category: 'Hypercar',
    picture: portrait('K. Aoyama', 210),
  },
  {
    firstName: 'Laura',
    lastName: 'Ferreira',
    country: 'PT',
    team: 'Aurora Motorsport',
    carNumber: '8',
    category: 'Hypercar',
    picture: portrait('L. Ferreira', 10),
  },
  {
    firstName: 'Jonas',
    lastName: 'Lindqvist',
    country: 'SE',
    team: 'Nordlys Racing',
    carNumber: '22',
    category: 'LMP2',
    picture: portrait('J. Lindqvist', 120),
  },
  {
    firstName: 'Amélie',
    lastName: 'Roussel',
    country: 'BE',
    team: 'Nordlys Racing',
    carNumber: '22',
    category: 'LMP2',
  },
  {
    firstName: 'Marco',
    lastName: 'Bellini',
    country: 'IT',
    team: 'Scuderia Anjou',
    carNumber: '54',
    category: 'LMGT3',
    picture: portrait('M. Bellini', 40),
    href: 'https://www.scuderia-anjou.example/bellini',
  },
  {
    firstName: 'Sarah',
    lastName: 'Whitfield',
    country: 'GB',
    team: 'Iron Dames Academy',
    carNumber: '85',
    category: 'LMGT3',
    picture: portrait('S. Whitfield', 300),
  },
];

/** Seven drivers of the race, in three categories. */
export const driversFr: DriversData = {
  title: 'Les pilotes engagés',
  intro: '62 équipages, 186 pilotes : découvrez ceux qui prendront le départ samedi à 16 h.',
  drivers,
};

export const driversEn: DriversData = {
  title: 'The drivers',
  intro: '62 crews, 186 drivers: meet those who take the start on Saturday at 4 pm.',
  drivers: drivers.map((driver) => ({
    ...driver,
    href: driver.href?.replace('/fr/pilotes/', '/en/drivers/'),
  })),
};

/** A team's crew: one category, no filter. */
export const crewEn: DriversData = {
  title: 'The crew of car #22',
  drivers: drivers.filter((driver) => driver.carNumber === '22'),
};
