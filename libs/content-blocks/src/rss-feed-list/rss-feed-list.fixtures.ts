import type { RssFeedListData } from '@paddock/api-clients/blocks';
import type { NewsFeed, NewsFeedItem } from '@paddock/api-clients/contracts';

const item = (
  id: string,
  date: string,
  category: string,
  tag: string,
  title: string,
  summary: string,
  href: string,
  source?: string,
): NewsFeedItem => ({
  id,
  title,
  date,
  summary,
  href,
  category,
  tag,
  ...(source ? { source } : {}),
});

/** The car site's feed, newest first: its own news and its partners'. */
export const carFeedFr: NewsFeed = {
  site: 'auto',
  title: 'Actualités',
  href: '/fr/actualites',
  items: [
    item(
      'liste-des-engages',
      '2027-03-13T10:00:00.000Z',
      'race',
      'Course',
      'Liste des engagés : 62 voitures au départ',
      'Hypercars, prototypes et GT : découvrez les équipages retenus.',
      '/fr/actualites/liste-des-engages',
    ),
    item(
      'calendrier-championnat',
      '2027-03-11T10:00:00.000Z',
      'race',
      'Course',
      'Championnat du monde d’endurance : Le Mans, quatrième manche',
      'Huit manches, de Losail à Bahreïn.',
      'https://www.fiawec.example/fr/actualites/calendrier',
      'FIA WEC',
    ),
    item(
      'prevente-membres',
      '2027-03-09T10:00:00.000Z',
      'tickets',
      'Billetterie',
      'La prévente réservée aux membres ACO est ouverte',
      'Tarifs préférentiels en enceinte générale, en tribune et au camping.',
      '/fr/actualites/prevente-membres',
    ),
    item(
      'village-membres',
      '2027-03-06T10:00:00.000Z',
      'club',
      'Club',
      'Un village réservé aux membres ACO',
      'Terrasse sur la ligne droite des stands et rencontres avec les pilotes.',
      'https://www.aco.example/fr/actualites/village-membres',
      'ACO',
    ),
    item(
      'tribune-grand-virage',
      '2027-03-04T10:00:00.000Z',
      'circuit',
      'Circuit',
      'La tribune Grand Virage fait peau neuve',
      'Sièges neufs, écran géant et accès PMR repensés.',
      '/fr/actualites/tribune-grand-virage',
    ),
    item(
      'conseils-course-de-nuit',
      '2027-02-23T10:00:00.000Z',
      'tips',
      'Conseils',
      'Course de nuit : nos conseils',
      'Où se placer, que prévoir : le guide des noctambules.',
      '/fr/actualites/conseils-course-de-nuit',
    ),
  ],
};

export const carFeedEn: NewsFeed = {
  site: 'auto',
  title: 'News',
  href: '/en/news',
  items: [
    item(
      'liste-des-engages',
      '2027-03-13T10:00:00.000Z',
      'race',
      'Race',
      'Entry list: 62 cars on the grid',
      'Hypercars, prototypes and GTs: meet the chosen crews.',
      '/en/news/liste-des-engages',
    ),
    item(
      'calendrier-championnat',
      '2027-03-11T10:00:00.000Z',
      'race',
      'Race',
      'World Endurance Championship: Le Mans is round four',
      'Eight rounds from Losail to Bahrain.',
      'https://www.fiawec.example/en/news/calendar',
      'FIA WEC',
    ),
    item(
      'prevente-membres',
      '2027-03-09T10:00:00.000Z',
      'tickets',
      'Tickets',
      'The ACO members’ presale is open',
      'Special prices for general admission, grandstands and camping.',
      '/en/news/prevente-membres',
    ),
    item(
      'village-membres',
      '2027-03-06T10:00:00.000Z',
      'club',
      'Club',
      'A village for ACO members',
      'A terrace on the pit straight and meetings with the drivers.',
      'https://www.aco.example/en/news/members-village',
      'ACO',
    ),
    item(
      'tribune-grand-virage',
      '2027-03-04T10:00:00.000Z',
      'circuit',
      'Circuit',
      'The Grand Virage grandstand gets a makeover',
      'New seats, a giant screen and redesigned step-free access.',
      '/en/news/tribune-grand-virage',
    ),
  ],
};

export const emptyFeed: NewsFeed = { ...carFeedFr, items: [] };

export const rssFeedListFr: RssFeedListData = {
  title: 'Dernières actualités',
  text: 'La course, la billetterie et le circuit, au fil de l’actualité.',
  limit: 4,
};

export const rssFeedListEn: RssFeedListData = {
  title: 'Race news',
  category: 'race',
  cta: { text: 'All race news', href: '/en/news', style: 'transparent' },
};
