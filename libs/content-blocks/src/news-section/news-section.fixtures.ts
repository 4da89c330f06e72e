import type { PictureData } from '@paddock/api-clients/blocks';

/** A picture drawn in place (no network in stories and tests): a tinted frame with a name. */
export function drawnPicture(name: string, width = 1600, height = 900, hue = 210): PictureData {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 35% 82%)" stroke="#111418" stroke-width="6"/>` +
    `<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="${Math.round(height / 8)}" font-weight="700" fill="#111418">${name}</text></svg>`;
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    alt: name,
    width,
    height,
    sources: [],
  };
}

const daysAgo = (days: number) =>
  new Date(Date.UTC(2026, 10, 20, 10) - days * 86_400_000).toISOString();

/** The car site's news of the seed (the news page has them all, the home the latest three). */
export const newsFr = [
  {
    id: 'liste-des-engages',
    date: daysAgo(2),
    tag: 'Course',
    title: 'Liste des engagés : 62 voitures au départ de la 94e édition',
    excerpt:
      'Hypercars, prototypes et GT : découvrez les équipages retenus par le comité de sélection.',
    picture: drawnPicture('Le départ', 1600, 900, 210),
    href: '/fr/actualites/liste-des-engages',
  },
  {
    id: 'prevente-membres',
    date: daysAgo(6),
    tag: 'Billetterie',
    title: 'La prévente réservée aux membres ACO est ouverte',
    excerpt:
      'Tarifs préférentiels en enceinte générale, en tribune et au camping : connectez-vous pour en profiter.',
    picture: drawnPicture('Le public', 1600, 900, 30),
    href: '/fr/actualites/prevente-membres',
  },
  {
    id: 'tribune-grand-virage',
    date: daysAgo(11),
    tag: 'Circuit',
    title: 'La tribune Grand Virage fait peau neuve',
    excerpt:
      'Sièges neufs, écran géant et accès PMR repensés : la T34 accueille le public dès cette année.',
    picture: drawnPicture('La tribune', 1600, 900, 120),
    href: '/fr/actualites/tribune-grand-virage',
  },
  {
    id: 'conseils-course-de-nuit',
    date: daysAgo(20),
    tag: 'Conseils',
    title: 'Course de nuit : nos conseils pour vivre la course jusqu’au lever du soleil',
    excerpt: 'Où se placer, que prévoir, comment rejoindre le camping : le guide des noctambules.',
    picture: drawnPicture('La nuit', 1600, 900, 250),
    href: '/fr/actualites/conseils-course-de-nuit',
  },
  {
    id: 'journee-test-programme',
    date: daysAgo(34),
    tag: 'Journée test',
    title: 'Journée test : huit heures de roulage une semaine avant la course',
    excerpt:
      'Deux séances, l’accès aux tribunes libre et un tarif unique pour découvrir le plateau.',
    picture: drawnPicture('Journée test', 1600, 900, 60),
    href: '/fr/actualites/journee-test-programme',
  },
  {
    id: 'retour-sur-le-podium',
    date: daysAgo(50),
    tag: 'Course',
    title: 'Retour sur l’arrivée de l’an dernier, la plus serrée depuis vingt ans',
    excerpt:
      'Quarante et une secondes après vingt-quatre heures de course : revivez le dernier tour.',
    picture: drawnPicture('Le podium', 1600, 900, 0),
    href: '/fr/actualites/retour-sur-le-podium',
  },
];

export const newsEn = [
  {
    id: 'liste-des-engages',
    date: daysAgo(2),
    tag: 'Race',
    title: 'Entry list: 62 cars on the grid for the 94th edition',
    excerpt: 'Hypercars, prototypes and GTs: meet the crews chosen by the selection committee.',
    picture: drawnPicture('The start', 1600, 900, 210),
    href: '/en/news/liste-des-engages',
  },
  {
    id: 'prevente-membres',
    date: daysAgo(6),
    tag: 'Tickets',
    title: 'The ACO members’ presale is open',
    excerpt: 'Special prices for general admission, grandstands and camping: log in to enjoy them.',
    picture: drawnPicture('The crowd', 1600, 900, 30),
    href: '/en/news/prevente-membres',
  },
  {
    id: 'tribune-grand-virage',
    date: daysAgo(11),
    tag: 'Circuit',
    title: 'The Grand Virage grandstand gets a makeover',
    excerpt:
      'New seats, a giant screen and redesigned step-free access: T34 opens to the public this year.',
    picture: drawnPicture('The grandstand', 1600, 900, 120),
    href: '/en/news/tribune-grand-virage',
  },
  {
    id: 'conseils-course-de-nuit',
    date: daysAgo(20),
    tag: 'Tips',
    title: 'Night racing: our tips to follow the race until sunrise',
    excerpt:
      'Where to stand, what to bring, how to get back to the campsite: the night owl’s guide.',
    picture: drawnPicture('The night', 1600, 900, 250),
    href: '/en/news/conseils-course-de-nuit',
  },
  {
    id: 'journee-test-programme',
    date: daysAgo(34),
    tag: 'Test day',
    title: 'Test day: eight hours on track one week before the race',
    excerpt: 'Two sessions, open grandstands and a single price to discover the field.',
    picture: drawnPicture('Test day', 1600, 900, 60),
    href: '/en/news/journee-test-programme',
  },
  {
    id: 'retour-sur-le-podium',
    date: daysAgo(50),
    tag: 'Race',
    title: 'Looking back at last year’s finish, the closest in twenty years',
    excerpt: 'Forty-one seconds after twenty-four hours of racing: relive the final lap.',
    picture: drawnPicture('The podium', 1600, 900, 0),
    href: '/en/news/retour-sur-le-podium',
  },
];
