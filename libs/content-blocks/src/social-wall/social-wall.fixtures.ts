import { aBlock } from '../fixtures/blocks.js';
import { seedPicture } from '../gallery/picture.fixtures.js';

/** The car home's social wall, as the seed sends it: no posts, links out. */
export const socialWallDataFr = {
  title: 'Le circuit en direct sur les réseaux',
  hashtag: '#LeMans24',
  networks: ['instagram', 'x', 'tiktok'],
};

export const socialWallFr = aBlock('social-wall', socialWallDataFr, { tone: 'dark' });
export const socialWallEn = aBlock(
  'social-wall',
  {
    title: 'The circuit live on social media',
    hashtag: '#LeMans24',
    networks: ['instagram', 'x', 'tiktok'],
  },
  { tone: 'dark' },
);

/** With posts the CMS copied, and the YouTube channel's own address. */
export const socialWallPostsFr = aBlock('social-wall', {
  title: 'Sur les réseaux',
  hashtag: '#LeMans24',
  networks: ['instagram', 'x', 'youtube'],
  links: [{ network: 'youtube', href: 'https://www.youtube.com/@24hlemans' }],
  posts: [
    {
      network: 'instagram',
      author: '@24hoursoflemans',
      text: 'Le soleil se couche sur la ligne droite des Hunaudières.',
      href: 'https://www.instagram.com/p/example1/',
      date: '2025-06-14',
      picture: seedPicture('Hunaudières', 'Coucher de soleil sur la piste', '#7a1f1f'),
    },
    {
      network: 'x',
      author: '@24hoursoflemans',
      text: 'Drapeau vert ! La 93e édition est lancée.',
      href: 'https://x.com/24hoursoflemans/status/1',
      date: '2025-06-14',
    },
  ],
});
export const socialWallPostsEn = aBlock('social-wall', {
  title: 'On social media',
  hashtag: '#LeMans24',
  networks: ['instagram', 'x', 'youtube'],
  links: [{ network: 'youtube', href: 'https://www.youtube.com/@24hlemans' }],
  posts: [
    {
      network: 'instagram',
      author: '@24hoursoflemans',
      text: 'Sunset over the Hunaudières straight.',
      href: 'https://www.instagram.com/p/example1/',
      date: '2025-06-14',
      picture: seedPicture('Hunaudières', 'Sunset over the track', '#7a1f1f'),
    },
    {
      network: 'x',
      author: '@24hoursoflemans',
      text: 'Green flag! The 93rd edition is under way.',
      href: 'https://x.com/24hoursoflemans/status/1',
      date: '2025-06-14',
    },
  ],
});
