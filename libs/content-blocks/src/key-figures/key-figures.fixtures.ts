import type { KeyFiguresData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';

/** The race in figures, on the club's “about” page. */
export const raceFiguresFr: KeyFiguresData = {
  title: 'Les 24 Heures en chiffres',
  text: 'Une semaine de course, un circuit ouvert jour et nuit, et le plus grand public de l’endurance mondiale.',
  items: [
    { value: 325000, label: 'spectateurs sur la semaine' },
    { value: 62, label: 'voitures au départ' },
    { value: 13.626, decimals: 3, unit: 'km', label: 'de circuit' },
    { value: 5000, prefix: '+ de', unit: 'km', label: 'parcourus par le vainqueur' },
  ],
  source: 'Source : Automobile Club de l’Ouest, édition 2023.',
  cta: { text: 'Découvrir l’histoire de la course', href: '/fr/histoire', style: 'primary' },
};

export const raceFiguresEn: KeyFiguresData = {
  title: 'The 24 Hours in figures',
  text: 'A week of racing, a circuit open day and night, and the biggest crowd in world endurance.',
  items: [
    { value: 325000, label: 'spectators over the week' },
    { value: 62, label: 'cars on the grid' },
    { value: 13.626, decimals: 3, unit: 'km', label: 'of circuit' },
    { value: 5000, prefix: 'over', unit: 'km', label: 'covered by the winner' },
  ],
  source: 'Source: Automobile Club de l’Ouest, 2023 edition.',
  cta: { text: 'Discover the race’s history', href: '/en/history', style: 'primary' },
};

/** The club in three figures, without a title or call to action; a text value shown as written. */
export const clubFiguresFr: KeyFiguresData = {
  items: [
    { value: '1906', label: 'fondation du club' },
    { value: 48500, label: 'membres' },
    { value: 96, unit: '%', label: 'des billets vendus en ligne' },
  ],
};

export const clubFiguresEn: KeyFiguresData = {
  items: [
    { value: '1906', label: 'club founded' },
    { value: 48500, label: 'members' },
    { value: 96, unit: '%', label: 'of tickets sold online' },
  ],
};

export const keyFiguresBlocks = {
  fr: [aBlock('key-figures', raceFiguresFr)],
  en: [aBlock('key-figures', raceFiguresEn)],
  dark: [aBlock('key-figures', raceFiguresFr, { tone: 'dark' })],
  green: [aBlock('key-figures', clubFiguresFr, { tone: 'green', style: 'rse' })],
  secondary: [aBlock('key-figures', clubFiguresEn, { style: 'secondary', tone: 'light' })],
};
