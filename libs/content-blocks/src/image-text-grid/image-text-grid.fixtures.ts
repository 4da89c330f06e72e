import type { ImageTextGridData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The circuit's year, in a 2×2 checkerboard: picture, text, text, picture. */
export const { fr: circuitYearFr, en: circuitYearEn } = inLocales<ImageTextGridData>((t) => ({
  title: t('Le circuit toute l’année', 'The circuit all year round'),
  text: t(
    'Entre deux éditions des 24 Heures, le circuit accueille courses, essais et visiteurs.',
    'Between two editions of the 24 Hours, the circuit hosts races, tests and visitors.',
  ),
  layout: 'two-by-two',
  tiles: [
    {
      kind: 'picture',
      picture: tintedPicture(t('Journée test', 'Test day'), 1600, 1200, 210),
      caption: t(
        'La journée test, une semaine avant la course.',
        'Test day, a week before the race.',
      ),
    },
    {
      kind: 'text',
      title: t('Des courses d’avril à octobre', 'Racing from April to October'),
      text: t(
        'Motos, camions, voitures anciennes : huit week-ends de course rythment la saison.',
        'Motorbikes, trucks, classic cars: eight race weekends set the season’s pace.',
      ),
      cta: {
        text: t('Le calendrier', 'The calendar'),
        href: t('/fr/calendrier', '/en/calendar'),
        style: 'primary',
      },
    },
    {
      kind: 'text',
      title: t('Visites guidées', 'Guided tours'),
      text: t(
        'Stands, tour de contrôle et salle de presse se visitent avec un guide du club.\nTous les jours sauf pendant les courses.',
        'The pits, the control tower and the press room, with a club guide.\nEvery day except race days.',
      ),
    },
    {
      kind: 'picture',
      picture: tintedPicture(t('Les stands', 'The pits'), 1600, 1200, 30),
      caption: t('La voie des stands, ouverte aux visites.', 'The pit lane, open to visits.'),
    },
  ],
}));

/** The hundredth edition in three columns: pictures around a text without a title. */
export const centenaryFr: ImageTextGridData = {
  layout: 'three-columns',
  tiles: [
    {
      kind: 'picture',
      picture: tintedPicture('1923', 1200, 1200, 40),
      caption: 'Le départ de 1923.',
    },
    {
      kind: 'text',
      text: 'Cent ans après la première édition, 62 voitures ont pris le départ devant un public record.',
      cta: {
        text: 'Les archives',
        href: 'https://archives.24h-lemans.example/',
        style: 'transparent',
        target: '_blank',
      },
    },
    {
      kind: 'picture',
      picture: tintedPicture('2023', 1200, 1200, 0),
      caption: 'Le départ de 2023.',
    },
  ],
};

export const imageTextGridBlocks = {
  fr: [aBlock('image-text-grid', circuitYearFr)],
  en: [aBlock('image-text-grid', circuitYearEn)],
  dark: [aBlock('image-text-grid', circuitYearFr, { tone: 'dark' })],
  green: [aBlock('image-text-grid', centenaryFr, { tone: 'green' })],
};
