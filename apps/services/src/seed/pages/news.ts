/**
 * News items of the car site, shown by the home's news section (the latest three) and the news page (all).
 * Dates are relative to now; each item links to its anchor on the news page.
 */
import type { Locale } from '@paddock/api-clients/contracts';
import type { Both, SeedContext } from '../context';
import { autoPaths } from '../paths';
import { editionOf, ordinal } from './build';

interface NewsDef {
  id: string;
  daysAgo: number;
  tag: Both<string>;
  title: Both<string>;
  excerpt: Both<string>;
  picture: string;
}

function newsDefs(ctx: SeedContext): NewsDef[] {
  const { year } = ctx.calendar;
  const edition = editionOf(year);
  return [
    {
      id: 'liste-des-engages',
      daysAgo: 2,
      tag: { fr: 'Course', en: 'Race' },
      title: {
        fr: `Liste des engagés : 62 voitures au départ de la ${ordinal(edition, 'fr')} édition`,
        en: `Entry list: 62 cars on the grid for the ${ordinal(edition, 'en')} edition`,
      },
      excerpt: {
        fr: 'Hypercars, prototypes et GT : découvrez les équipages retenus par le comité de sélection.',
        en: 'Hypercars, prototypes and GTs: meet the crews chosen by the selection committee.',
      },
      picture: 'images/news-start.svg',
    },
    {
      id: 'prevente-membres',
      daysAgo: 6,
      tag: { fr: 'Billetterie', en: 'Tickets' },
      title: {
        fr: 'La prévente réservée aux membres ACO est ouverte',
        en: 'The ACO members’ presale is open',
      },
      excerpt: {
        fr: 'Tarifs préférentiels en enceinte générale, en tribune et au camping : connectez-vous pour en profiter.',
        en: 'Special prices for general admission, grandstands and camping: log in to enjoy them.',
      },
      picture: 'images/news-fans.svg',
    },
    {
      id: 'tribune-grand-virage',
      daysAgo: 11,
      tag: { fr: 'Circuit', en: 'Circuit' },
      title: {
        fr: 'La tribune Grand Virage fait peau neuve',
        en: 'The Grand Virage grandstand gets a makeover',
      },
      excerpt: {
        fr: 'Sièges neufs, écran géant et accès PMR repensés : la T34 accueille le public dès cette année.',
        en: 'New seats, a giant screen and redesigned step-free access: T34 opens to the public this year.',
      },
      picture: 'images/grandstand.svg',
    },
    {
      id: 'conseils-course-de-nuit',
      daysAgo: 20,
      tag: { fr: 'Conseils', en: 'Tips' },
      title: {
        fr: 'Course de nuit : nos conseils pour vivre la course jusqu’au lever du soleil',
        en: 'Night racing: our tips to follow the race until sunrise',
      },
      excerpt: {
        fr: 'Où se placer, que prévoir, comment rejoindre le camping : le guide des noctambules.',
        en: 'Where to stand, what to bring, how to get back to the campsite: the night owl’s guide.',
      },
      picture: 'images/news-night.svg',
    },
    {
      id: 'journee-test-programme',
      daysAgo: 34,
      tag: { fr: 'Journée test', en: 'Test day' },
      title: {
        fr: 'Journée test : huit heures de roulage une semaine avant la course',
        en: 'Test day: eight hours on track one week before the race',
      },
      excerpt: {
        fr: 'Deux séances, l’accès aux tribunes libre et un tarif unique pour découvrir le plateau.',
        en: 'Two sessions, open grandstands and a single price to discover the field.',
      },
      picture: 'images/test-day.svg',
    },
    {
      id: 'retour-sur-le-podium',
      daysAgo: 50,
      tag: { fr: 'Histoire', en: 'History' },
      title: {
        fr: 'Retour sur l’arrivée de l’an dernier, la plus serrée depuis vingt ans',
        en: 'Looking back at last year’s finish, the closest in twenty years',
      },
      excerpt: {
        fr: 'Quarante et une secondes après vingt-quatre heures de course : revivez le dernier tour.',
        en: 'Forty-one seconds after twenty-four hours of racing: relive the final lap.',
      },
      picture: 'images/news-podium.svg',
    },
  ];
}

export function newsItems(ctx: SeedContext, locale: Locale) {
  return newsDefs(ctx).map((item) => ({
    id: item.id,
    date: ctx.fromNow(-item.daysAgo),
    tag: item.tag[locale],
    title: item.title[locale],
    excerpt: item.excerpt[locale],
    picture: ctx.picture(item.picture, item.title[locale], 1600, 900),
    href: `${autoPaths.news[locale]}#${item.id}`,
  }));
}
