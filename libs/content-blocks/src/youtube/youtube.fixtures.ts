import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The car home's video, as the seed sends it. */
export const youtubeDataFr = {
  title: 'Le film officiel de l’édition précédente',
  youtubeId: 'Lm24hR4c3Fx',
  caption: 'Vingt-quatre heures en quatre minutes : départ, nuit, arrivée.',
  picture: seedPicture('Nuit', 'La course de nuit', '#1f2a5a'),
};

export const youtubeFr = aBlock('youtube', youtubeDataFr);
export const youtubeEn = aBlock('youtube', {
  title: 'The official film of last year’s race',
  youtubeId: 'Lm24hR4c3Fx',
  caption: 'Twenty-four hours in four minutes: the start, the night, the finish.',
  picture: seedPicture('Night', 'Racing at night', '#1f2a5a'),
});

/** The test day's video: no poster, no caption. */
export const { fr: youtubeBareFr, en: youtubeBareEn } = inLocales((t) =>
  aBlock(
    'youtube',
    { title: t('La journée test en vidéo', 'Test day on video'), youtubeId: 'Tq7dAy24hLm' },
    { tone: 'dark' },
  ),
);
