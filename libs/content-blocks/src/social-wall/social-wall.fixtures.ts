import type { Picture, SocialPost } from '@paddock/api-clients/contracts';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The car home's social wall, as the seed sends it: the hashtag and the networks to follow it on. */
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

/** Three posts, the YouTube channel's own address, and a call to action. */
export const socialWallChannelEn = aBlock('social-wall', {
  title: 'On social media',
  hashtag: 'LeMans24',
  networks: ['instagram', 'x', 'youtube'],
  links: [{ network: 'youtube', href: 'https://www.youtube.com/@24hlemans' }],
  limit: 3,
  cta: { text: 'All our accounts', href: '/en/social-media', style: 'light' },
});

/** A wall with neither hashtag nor addresses: posts only, no links out. */
export const socialWallPlainFr = aBlock('social-wall', {
  title: 'Sur les réseaux',
  networks: ['instagram'],
});

/** A square picture as the content service sends a post's (the contract's, sources filled in). */
function postPicture(label: string, alt: string, colour: string): Picture {
  return { sources: [], ...seedPicture(label, alt, colour), width: 800, height: 800 };
}

type PostTexts = [sunset: string, flag: string, pits: string, village: string];

/** The posts `{site}/social-posts` answers, newest first, pictures drawn inline. */
const posts = ([sunset, flag, pits, village]: PostTexts, alts: [string, string]): SocialPost[] => [
  {
    id: 'instagram-coucher-de-soleil',
    network: 'instagram',
    author: '@24hoursoflemans',
    text: sunset,
    href: 'https://instagram.example/p/lemans24-sunset/',
    date: '2027-06-12T19:40:00Z',
    picture: postPicture('Hunaudières', alts[0], '#7a1f1f'),
  },
  {
    id: 'x-drapeau-vert',
    network: 'x',
    author: '@24hoursoflemans',
    text: flag,
    href: 'https://x.example/24hoursoflemans/status/1',
    date: '2027-06-12T14:02:00Z',
  },
  {
    id: 'tiktok-arrets-aux-stands',
    network: 'tiktok',
    author: '@24hoursoflemans',
    text: pits,
    href: 'https://tiktok.example/@24hoursoflemans/video/1',
    date: '2027-06-11T22:10:00Z',
    picture: postPicture('Pit lane', alts[1], '#1f3b5a'),
  },
  {
    id: 'instagram-village',
    network: 'instagram',
    author: '@24hoursoflemans',
    text: village,
    href: 'https://instagram.example/p/lemans24-village/',
    date: '2027-06-10T09:00:00Z',
  },
];

export const { fr: postsFr, en: postsEn } = inLocales((t) =>
  posts(
    [
      t(
        'Le soleil se couche sur la ligne droite des Hunaudières. #LeMans24',
        'Sunset over the Hunaudières straight. #LeMans24',
      ),
      t(
        'Drapeau vert ! Soixante-deux voitures s’élancent pour vingt-quatre heures. #LeMans24',
        'Green flag! Sixty-two cars set off for twenty-four hours. #LeMans24',
      ),
      t(
        'Un arrêt aux stands en 40 secondes, vu de la voie des stands. #LeMans24',
        'A 40-second pit stop, seen from the pit lane. #LeMans24',
      ),
      t(
        'Le village est ouvert : animations, simulateurs et boutique officielle. #LeMans24',
        'The village is open: shows, simulators and the official shop. #LeMans24',
      ),
    ],
    [
      t('La piste au crépuscule', 'The track at dusk'),
      t('Une voiture dans la voie des stands', 'A car in the pit lane'),
    ],
  ),
);
