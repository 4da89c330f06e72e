import type { ExperienceAppPushData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

const appStoreUrl = 'https://apps.apple.com/fr/app/24h-du-mans/id1234567890';
const googlePlayUrl = 'https://play.google.com/store/apps/details?id=example.lemans24';

/** The official app: live timing, e-tickets, the circuit map. */
export const { fr: appFr, en: appEn } = inLocales<ExperienceAppPushData>((t) => ({
  title: t('L’application officielle des 24 Heures', 'The official 24 Hours app'),
  text: t(
    'Toute la course dans votre poche, du pesage au drapeau à damier.',
    'The whole race in your pocket, from scrutineering to the chequered flag.',
  ),
  picture: {
    ...tintedPicture('Live', 900, 1900, 355),
    alt: t('Le classement en direct dans l’application', 'Live standings in the app'),
  },
  benefits: [
    t('Classement et chronos en direct', 'Live standings and lap times'),
    t('Vos billets électroniques, même hors connexion', 'Your e-tickets, even offline'),
    t('Le plan du circuit et les temps d’attente', 'The circuit map and waiting times'),
    t('Les alertes de la direction de course', 'Race control alerts'),
  ],
  appStoreUrl,
  googlePlayUrl,
  picturePosition: t('end', 'start'),
}));

/** Text only, one store. */
export const androidOnlyFr: ExperienceAppPushData = {
  title: 'Le guide du spectateur',
  text: 'Disponible d’abord sur Android, bientôt sur iPhone.',
  googlePlayUrl,
  picturePosition: 'end',
};
