import type { PushEditoData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The home's large push to the hospitality offer. */
export const { fr: hospitalityPushFr, en: hospitalityPushEn } = inLocales<PushEditoData>((t) => ({
  layout: 'large',
  items: [
    {
      kicker: t('Hospitalités', 'Hospitality'),
      title: t(
        'Vivez la course depuis le Club Tertre Rouge',
        'Live the race from the Tertre Rouge Club',
      ),
      text: t(
        'Terrasse sur la ligne droite, cuisine de chef et accès au paddock : une journée d’exception pour vos invités.',
        'A terrace on the straight, a chef’s menu and paddock access: an exceptional day for your guests.',
      ),
      picture: seedPicture(
        'Club',
        t('La terrasse du Club Tertre Rouge', 'The Tertre Rouge Club terrace'),
        '#7c2d12',
      ),
      cta: {
        text: t('Découvrir les hospitalités', 'Discover hospitality'),
        href: t('/fr/hospitalites', '/en/hospitality'),
        style: 'primary',
      },
    },
  ],
}));

/** The week's highlights, three pushes in a row. */
export const { fr: highlightsFr, en: highlightsEn } = inLocales<PushEditoData>((t) => ({
  title: t('À ne pas manquer', 'Not to be missed'),
  layout: 'row',
  items: [
    {
      kicker: t('Jeudi', 'Thursday'),
      title: 'Paddock Walk',
      text: t(
        'Approchez les voitures et les équipes dans la voie des stands.',
        'Get close to the cars and the teams in the pit lane.',
      ),
      picture: seedPicture(
        'Paddock',
        t('Les stands ouverts au public', 'The pits open to the public'),
        '#1f3b5a',
      ),
      cta: {
        text: t('Réserver le Paddock Walk', 'Book the Paddock Walk'),
        href: t('/fr/billetterie/paddock-walk', '/en/tickets/paddock-walk'),
      },
    },
    {
      kicker: t('Vendredi', 'Friday'),
      title: t('La parade des pilotes', 'The drivers’ parade'),
      text: t(
        'Les équipages défilent dans le centre-ville, au plus près du public.',
        'The crews parade through the city centre, close to the crowd.',
      ),
      picture: seedPicture(
        'Parade',
        t('Les pilotes saluent la foule', 'Drivers greeting the crowd'),
        '#5b2a86',
      ),
      cta: {
        text: t('Voir le parcours', 'See the route'),
        href: t('/fr/programme/parade', '/en/schedule/parade'),
      },
    },
    {
      kicker: t('Samedi soir', 'Saturday night'),
      title: t('Le feu d’artifice', 'The fireworks'),
      text: t(
        'À minuit, le ciel du circuit s’illumine au-dessus de la course.',
        'At midnight the sky above the circuit lights up over the race.',
      ),
      picture: seedPicture(
        t('Nuit', 'Night'),
        t('Un feu d’artifice au-dessus du circuit', 'Fireworks above the circuit'),
        '#10203f',
      ),
      cta: {
        text: t('Le programme de la nuit', 'The night’s schedule'),
        href: t('/fr/programme', '/en/schedule'),
      },
    },
  ],
}));

/** Two large pushes, pictures on alternate sides; the second opens the shop in a new tab. */
export const { fr: twoLargeFr, en: twoLargeEn } = inLocales<PushEditoData>((t) => ({
  layout: 'large',
  items: [
    {
      kicker: t('Hébergement', 'Accommodation'),
      title: t('Le village camping', 'The campsite village'),
      text: t(
        'Dormez au bord du circuit et réveillez-vous au son des moteurs.',
        'Sleep by the circuit and wake up to the sound of engines.',
      ),
      picture: seedPicture(
        t('Camping', 'Campsite'),
        t('Des tentes au bord du circuit', 'Tents by the circuit'),
        '#2f5d3a',
      ),
      cta: {
        text: t('Réserver un emplacement', 'Book a pitch'),
        href: t('/fr/sejourner/camping', '/en/stay/camping'),
        style: 'light',
      },
    },
    {
      kicker: t('Boutique', 'Shop'),
      title: t('La collection officielle', 'The official collection'),
      text: t(
        'Casquettes, vestes et miniatures des voitures de l’édition.',
        'Caps, jackets and scale models of this year’s cars.',
      ),
      picture: seedPicture(
        t('Boutique', 'Shop'),
        t('Une veste de la collection officielle', 'A jacket of the official collection'),
        '#7a1020',
      ),
      cta: {
        text: t('Visiter la boutique', 'Visit the shop'),
        href: 'https://boutique.24h-lemans.example/',
        style: 'transparent',
        target: '_blank',
      },
    },
  ],
}));

export const pushEditoBlocks = {
  fr: [aBlock('PUSH_EDITO', hospitalityPushFr)],
  en: [aBlock('PUSH_EDITO', hospitalityPushEn, { tone: 'light' })],
  row: [aBlock('PUSH_EDITO', highlightsFr, { tone: 'light' })],
  rowEnDark: [aBlock('PUSH_EDITO', highlightsEn, { tone: 'dark' })],
  largeGreen: [aBlock('PUSH_EDITO', twoLargeFr, { style: 'rse', tone: 'green' })],
  largeDarkEn: [aBlock('PUSH_EDITO', twoLargeEn, { style: 'secondary', tone: 'dark' })],
};
