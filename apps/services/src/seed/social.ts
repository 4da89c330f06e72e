/**
 * The posts the organiser picked from its accounts on the networks for the sites' social walls
 * (`{site}/social-posts`), copied with their pictures so a wall loads nothing of the networks'. Each
 * carries the hashtags it was picked for; the accounts and texts are made up.
 */
import type { Locale, SiteId, SocialPost } from '@paddock/api-clients/contracts';
import { locales, type Both, type SeedContext } from './context';

/** A post as stored: the hashtags it shows under (without `#`), and the post itself. */
export interface PickedPost {
  hashtags: string[];
  post: SocialPost;
}

interface PostDef {
  id: string;
  network: SocialPost['network'];
  author: string;
  text: Both<string>;
  href: string;
  /** Hours ago. */
  hoursAgo: number;
  picture?: { path: string; alt: Both<string> };
  hashtags: string[];
}

const carAccount = '@24hoursoflemans';
const postDefs: Partial<Record<SiteId, PostDef[]>> = {
  auto: [
    {
      id: 'instagram-coucher-de-soleil',
      network: 'instagram',
      author: carAccount,
      text: {
        fr: 'Le soleil se couche sur la ligne droite des Hunaudières. #LeMans24',
        en: 'Sunset over the Hunaudières straight. #LeMans24',
      },
      href: 'https://instagram.example/p/lemans24-sunset/',
      hoursAgo: 3,
      picture: {
        path: 'images/news-night.svg',
        alt: { fr: 'La piste au crépuscule', en: 'The track at dusk' },
      },
      hashtags: ['LeMans24'],
    },
    {
      id: 'x-drapeau-vert',
      network: 'x',
      author: carAccount,
      text: {
        fr: 'Drapeau vert ! Soixante-deux voitures s’élancent pour vingt-quatre heures. #LeMans24',
        en: 'Green flag! Sixty-two cars set off for twenty-four hours. #LeMans24',
      },
      href: 'https://x.example/24hoursoflemans/status/1800000000000000001',
      hoursAgo: 9,
      hashtags: ['LeMans24'],
    },
    {
      id: 'tiktok-arrets-aux-stands',
      network: 'tiktok',
      author: carAccount,
      text: {
        fr: 'Un arrêt aux stands en 40 secondes, vu de la voie des stands. #LeMans24',
        en: 'A 40-second pit stop, seen from the pit lane. #LeMans24',
      },
      href: 'https://tiktok.example/@24hoursoflemans/video/7300000000000000001',
      hoursAgo: 20,
      picture: {
        path: 'images/news-pitlane.svg',
        alt: { fr: 'Une voiture dans la voie des stands', en: 'A car in the pit lane' },
      },
      hashtags: ['LeMans24'],
    },
    {
      id: 'instagram-village',
      network: 'instagram',
      author: carAccount,
      text: {
        fr: 'Le village est ouvert : animations, simulateurs et boutique officielle. #LeMans24',
        en: 'The village is open: shows, simulators and the official shop. #LeMans24',
      },
      href: 'https://instagram.example/p/lemans24-village/',
      hoursAgo: 30,
      picture: {
        path: 'images/news-fans.svg',
        alt: { fr: 'Des spectateurs au village', en: 'Fans in the village' },
      },
      hashtags: ['LeMans24'],
    },
    {
      id: 'youtube-tour-embarque',
      network: 'youtube',
      author: carAccount,
      text: {
        fr: 'Un tour embarqué à bord d’une Hypercar, de nuit. #LeMans24',
        en: 'An onboard lap in a Hypercar, at night. #LeMans24',
      },
      href: 'https://youtube.example/watch?v=lemans24lap',
      hoursAgo: 52,
      hashtags: ['LeMans24'],
    },
    {
      id: 'x-billetterie',
      network: 'x',
      author: carAccount,
      text: {
        fr: 'Dernières places en tribune T34 pour la course : ne tardez pas ! #LeMans24',
        en: 'Last seats in the T34 grandstand for the race: don’t wait! #LeMans24',
      },
      href: 'https://x.example/24hoursoflemans/status/1800000000000000002',
      hoursAgo: 75,
      picture: {
        path: 'images/grandstand.svg',
        alt: { fr: 'La tribune T34', en: 'The T34 grandstand' },
      },
      hashtags: ['LeMans24'],
    },
    {
      id: 'instagram-podium',
      network: 'instagram',
      author: carAccount,
      text: {
        fr: 'Souvenirs du podium de l’an dernier. Qui le prendra cette année ? #LeMans24 #Podium',
        en: 'Memories of last year’s podium. Who will take it this year? #LeMans24 #Podium',
      },
      href: 'https://instagram.example/p/lemans24-podium/',
      hoursAgo: 120,
      picture: {
        path: 'images/news-podium.svg',
        alt: { fr: 'Le podium', en: 'The podium' },
      },
      hashtags: ['LeMans24', 'Podium'],
    },
  ],
  moto: [
    {
      id: 'instagram-depart-type-le-mans',
      network: 'instagram',
      author: '@24heuresmotos',
      text: {
        fr: 'Le départ type Le Mans, toujours aussi impressionnant. #24HMotos',
        en: 'The Le Mans-style start, as breathtaking as ever. #24HMotos',
      },
      href: 'https://instagram.example/p/24hmotos-start/',
      hoursAgo: 6,
      picture: {
        path: 'images/hero-moto.svg',
        alt: { fr: 'Le départ de la course', en: 'The race start' },
      },
      hashtags: ['24HMotos'],
    },
    {
      id: 'x-relais',
      network: 'x',
      author: '@24heuresmotos',
      text: {
        fr: 'Premier relais bouclé pour les 56 équipes. #24HMotos',
        en: 'First stint done for all 56 teams. #24HMotos',
      },
      href: 'https://x.example/24heuresmotos/status/1800000000000000003',
      hoursAgo: 14,
      hashtags: ['24HMotos'],
    },
  ],
};

function pickedPosts(ctx: SeedContext, site: SiteId, locale: Locale): PickedPost[] {
  return (postDefs[site] ?? [])
    .map((def) => ({
      hashtags: def.hashtags,
      post: {
        id: def.id,
        network: def.network,
        author: def.author,
        text: def.text[locale],
        href: def.href,
        date: ctx.fromNow(-def.hoursAgo / 24),
        ...(def.picture
          ? { picture: ctx.picture(def.picture.path, def.picture.alt[locale], 800, 800) }
          : {}),
      },
    }))
    .sort((a, b) => Date.parse(b.post.date) - Date.parse(a.post.date));
}

/** Every site's picked posts in both locales, newest first (a site without any has an empty list). */
export function buildSocialPosts(ctx: SeedContext) {
  return (Object.keys(postDefs) as SiteId[]).flatMap((site) =>
    locales.map((locale) => ({ site, locale, posts: pickedPosts(ctx, site, locale) })),
  );
}
