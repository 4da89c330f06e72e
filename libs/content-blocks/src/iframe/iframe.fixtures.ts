import { aBlock } from '../kit/fixtures/blocks.js';

/** The practical page's map, as the seed sends it. */
export const iframeDataFr = {
  title: 'Plan du circuit',
  src: 'https://plan.24h-lemans.example/embed?lang=fr',
  height: 480,
};

export const iframeFr = aBlock('iframe', iframeDataFr);
export const iframeEn = aBlock(
  'iframe',
  {
    title: 'Circuit map',
    src: 'https://plan.24h-lemans.example/embed?lang=en',
    height: 480,
    text: 'Car parks, gates, grandstands and campsites on one map.',
  },
  { tone: 'green' },
);
