import type { MediaIntroData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** Three days, two hours from now: the countdown has something to count in stories. */
const inThreeDays = () => new Date(Date.now() + (3 * 24 + 2) * 60 * 60 * 1000).toISOString();

/** The home's hero, as the seed has it: the edition, a countdown to the start, two calls to action. */
const hero = (countdownTo: string) =>
  inLocales<MediaIntroData>((t) => ({
    title: t('24 Heures du Mans', '24 Hours of Le Mans'),
    subtitle: t('93e édition — 13 et 14 juin', '93rd edition — 13 and 14 June'),
    text: t(
      'La plus grande course d’endurance du monde : 24 heures, jour et nuit, sur 13,626 km.',
      'The world’s greatest endurance race: 24 hours, day and night, on 13.626 km.',
    ),
    picture: seedPicture(
      'Le Mans',
      t('Une voiture au coucher du soleil', 'A car at sunset'),
      '#7a1020',
    ),
    countdownTo,
    ctas: [
      t(
        { text: 'Réserver mes billets', href: '/fr/billetterie', style: 'primary' },
        { text: 'Book my tickets', href: '/en/tickets', style: 'primary' },
      ),
      t(
        { text: 'Voir le programme', href: '/fr/programme', style: 'transparent' },
        { text: 'See the schedule', href: '/en/schedule', style: 'transparent' },
      ),
    ],
    layout: 'media-left',
  }));

export const heroFr = (countdownTo = inThreeDays()): MediaIntroData => hero(countdownTo).fr;

export const heroEn = (countdownTo = inThreeDays()): MediaIntroData => hero(countdownTo).en;

/** The film of last year's race: a video behind its poster, on the left. */
export const { fr: filmFr, en: filmEn } = inLocales<MediaIntroData>((t) => ({
  title: t('Revivez la dernière édition', 'Relive last year’s race'),
  subtitle: t('Le film officiel', 'The official film'),
  text: t(
    'Le départ sous le soleil, la pluie à minuit, le duel jusqu’au dernier tour.\nQuatre minutes pour vingt-quatre heures de course.',
    'A sunny start, rain at midnight, a duel to the last lap.\nFour minutes for twenty-four hours of racing.',
  ),
  picture: seedPicture(
    'Film',
    t('L’arrivée de la dernière édition', 'The finish of last year’s race'),
    '#1f2a5a',
  ),
  youtubeId: 'Lm24hR4c3Fx',
  ctas: [
    {
      text: t('Le palmarès', 'Past winners'),
      href: t('/fr/palmares', '/en/winners'),
      style: 'primary',
    },
    {
      text: t('Toutes nos vidéos', 'All our videos'),
      href: 'https://video.24h-lemans.example/',
      style: 'transparent',
      target: '_blank',
    },
  ],
  layout: 'media-left',
}));

/** The circuit page's opening: a picture on the right. */
export const { fr: circuitFr, en: circuitEn } = inLocales<MediaIntroData>((t) => ({
  title: t('13,626 km de légende', '13.626 km of legend'),
  subtitle: t('Le circuit', 'The circuit'),
  text: t(
    'Des Hunaudières au virage Porsche, un tracé mi-routier mi-permanent que les pilotes bouclent plus de 300 fois en une course.',
    'From the Hunaudières to the Porsche curves, a part-road, part-permanent track the drivers lap over 300 times in one race.',
  ),
  picture: seedPicture(
    'Circuit',
    t('Vue aérienne du circuit et des tribunes', 'Aerial view of the circuit and grandstands'),
    '#334155',
  ),
  ctas: [
    {
      text: t('Plan du circuit', 'Circuit map'),
      href: t('/fr/circuit/plan', '/en/circuit/map'),
      style: 'light',
    },
  ],
  layout: 'media-right',
}));

export const mediaIntroBlocks = {
  fr: [aBlock('media-intro', heroFr(), { tone: 'dark' })],
  en: [aBlock('media-intro', heroEn(), { tone: 'light' })],
  video: [aBlock('media-intro', filmFr)],
  videoEn: [aBlock('media-intro', filmEn, { tone: 'light' })],
  rightDark: [aBlock('media-intro', circuitFr, { tone: 'dark' })],
  rightGreenEn: [aBlock('media-intro', circuitEn, { style: 'rse', tone: 'green' })],
};
