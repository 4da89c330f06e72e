import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

const picturesFr = [
  seedPicture('Départ', 'Le drapeau du départ', '#7a1f1f'),
  seedPicture('Nuit', 'La course de nuit', '#1f2a5a'),
  seedPicture('Podium', 'Le podium', '#1f5a3b'),
];
const picturesEn = [
  seedPicture('Start', 'The starting flag', '#7a1f1f'),
  seedPicture('Night', 'Racing at night', '#1f2a5a'),
  seedPicture('Podium', 'The podium', '#1f5a3b'),
];

/** The car home's gallery, as the seed sends it. */
export const galleryDataFr = {
  title: 'L’an dernier en images',
  layout: 'gallery-two-one',
  pictures: picturesFr,
};

export const galleryTwoOneFr = aBlock('gallery', galleryDataFr);
export const galleryTwoOneEn = aBlock('gallery', {
  title: 'Last year in pictures',
  layout: 'gallery-two-one',
  pictures: picturesEn,
});
export const galleryOneTwoEn = aBlock(
  'gallery',
  {
    title: 'The village',
    layout: 'gallery-one-two',
    pictures: [...picturesEn, seedPicture('Village', 'The fan village', '#5a4a1f')],
  },
  { tone: 'dark' },
);
export const gallerySingleFr = aBlock('gallery', {
  title: 'Le circuit',
  layout: 'gallery-single-full-width',
  pictures: [seedPicture('Circuit', 'Le circuit vu du ciel', '#3b1f5a')],
});
