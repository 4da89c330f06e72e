import type { KeyFiguresData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The race in figures, on the club's “about” page. */
export const { fr: raceFiguresFr, en: raceFiguresEn } = inLocales<KeyFiguresData>((t) => ({
  title: t('Les 24 Heures en chiffres', 'The 24 Hours in figures'),
  text: t(
    'Une semaine de course, un circuit ouvert jour et nuit, et le plus grand public de l’endurance mondiale.',
    'A week of racing, a circuit open day and night, and the biggest crowd in world endurance.',
  ),
  items: [
    { value: 325000, label: t('spectateurs sur la semaine', 'spectators over the week') },
    { value: 62, label: t('voitures au départ', 'cars on the grid') },
    { value: 13.626, decimals: 3, unit: 'km', label: t('de circuit', 'of circuit') },
    {
      value: 5000,
      prefix: t('+ de', 'over'),
      unit: 'km',
      label: t('parcourus par le vainqueur', 'covered by the winner'),
    },
  ],
  source: t(
    'Source : Automobile Club de l’Ouest, édition 2023.',
    'Source: Automobile Club de l’Ouest, 2023 edition.',
  ),
  cta: {
    text: t('Découvrir l’histoire de la course', 'Discover the race’s history'),
    href: t('/fr/histoire', '/en/history'),
    style: 'primary',
  },
}));

/** The club in three figures, without a title or call to action; a text value shown as written. */
export const { fr: clubFiguresFr, en: clubFiguresEn } = inLocales<KeyFiguresData>((t) => ({
  items: [
    { value: '1906', label: t('fondation du club', 'club founded') },
    { value: 48500, label: t('membres', 'members') },
    { value: 96, unit: '%', label: t('des billets vendus en ligne', 'of tickets sold online') },
  ],
}));

export const keyFiguresBlocks = {
  fr: [aBlock('key-figures', raceFiguresFr)],
  en: [aBlock('key-figures', raceFiguresEn)],
  dark: [aBlock('key-figures', raceFiguresFr, { tone: 'dark' })],
  green: [aBlock('key-figures', clubFiguresFr, { tone: 'green', style: 'rse' })],
  secondary: [aBlock('key-figures', clubFiguresEn, { style: 'secondary', tone: 'light' })],
};
