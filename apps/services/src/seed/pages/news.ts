/**
 * News items of the car site, shown by the home's news section (the latest three) and the news page
 * (all), and their articles: each card leads to its own page (`/fr/actualites/{slug}`,
 * `/en/news/{slug}`), with the full story in both locales. Dates are relative to now.
 */
import type { Locale, LocalizedPaths } from '@paddock/api-clients/contracts';
import type { NewsArticle } from '@paddock/api-clients/news';
import { locales, type Both, type SeedContext } from '../context';
import { autoPaths } from '../paths';
import { editionOf, ordinal } from './build';

interface NewsDef {
  id: string;
  /** The article's slug in each locale (its URL under the news page). */
  slug: Both<string>;
  daysAgo: number;
  tag: Both<string>;
  title: Both<string>;
  excerpt: Both<string>;
  picture: string;
  /** The article's body: simple HTML paragraphs (p, strong, em, a, ul/li, h2). */
  body: Both<string>;
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
      picture: 'images/news-entry-list.svg',
      slug: { fr: 'liste-des-engages', en: 'entry-list' },
      body: {
        fr: `<p>Le comité de sélection a retenu <strong>62 voitures</strong> pour la ${ordinal(edition, 'fr')} édition : 23 Hypercars, 16 prototypes LMP2 et 23 GT.</p><h2>Trois catégories, une seule course</h2><p>Les Hypercars visent la victoire au classement général ; les LMP2 et les GT se disputent leur propre podium. Chaque voiture est confiée à trois pilotes, qui se relaient toutes les deux à trois heures.</p><p>Les numéros définitifs et la composition des équipages seront publiés avec la liste officielle, le mercredi de la semaine de course. Les essais libres commencent le mercredi après-midi : ils sont ouverts aux titulaires d’un <a href="${autoPaths.tickets.fr}">billet semaine</a>.</p>`,
        en: `<p>The selection committee has chosen <strong>62 cars</strong> for the ${ordinal(edition, 'en')} edition: 23 Hypercars, 16 LMP2 prototypes and 23 GTs.</p><h2>Three classes, one race</h2><p>The Hypercars race for the overall win; the LMP2s and GTs fight for their own podiums. Each car has three drivers, who take turns every two to three hours.</p><p>The final numbers and line-ups come with the official list on the Wednesday of race week. Free practice starts on Wednesday afternoon: it is open to holders of a <a href="${autoPaths.tickets.en}">race week ticket</a>.</p>`,
      },
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
      picture: 'images/news-presale.svg',
      slug: { fr: 'prevente-aco-ouverte', en: 'members-presale-open' },
      body: {
        fr: `<p>Les membres de l’ACO ont accès en avant-première à la billetterie, avec des <strong>tarifs réservés</strong> en enceinte générale, en tribune et au camping.</p><h2>Comment en profiter</h2><ul><li>Connectez-vous avec le compte de votre adhésion ACO.</li><li>Les tarifs « Membre ACO » s’affichent sur chaque billet de la <a href="${autoPaths.memberPresale.fr}">prévente membres</a>.</li><li>Cinq billets par tarif et par commande au plus.</li></ul><p>Pas encore membre ? L’adhésion est valable un an et donne droit aux tarifs membres dès sa validation.</p>`,
        en: `<p>ACO members get early access to the ticket office, with <strong>reserved prices</strong> for general admission, grandstands and camping.</p><h2>How to make the most of it</h2><ul><li>Log in with your ACO membership account.</li><li>“ACO member” prices show on each ticket of the <a href="${autoPaths.memberPresale.en}">member presale</a>.</li><li>At most five tickets per price and per order.</li></ul><p>Not a member yet? Membership lasts a year and gives member prices as soon as it is confirmed.</p>`,
      },
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
      picture: 'images/news-grandstand-screen.svg',
      slug: { fr: 'tribune-grand-virage', en: 'grand-virage-grandstand' },
      body: {
        fr: `<p>La tribune du Grand Virage (T34), face au premier virage, a été entièrement rénovée pendant l’hiver.</p><h2>Ce qui change</h2><ul><li>Des sièges neufs, numérotés, avec dossier.</li><li>Un écran géant face à la tribune, pour suivre toute la course.</li><li>Des rampes et des places réservées aux personnes à mobilité réduite et à leurs accompagnateurs.</li></ul><p>Les places de la T34 se choisissent sur le plan, bloc par bloc, dans la <a href="${autoPaths.tickets.fr}">billetterie des tribunes</a>.</p>`,
        en: `<p>The Grand Virage grandstand (T34), facing the first corner, was fully renovated over the winter.</p><h2>What is new</h2><ul><li>New numbered seats with backrests.</li><li>A giant screen facing the stand, to follow the whole race.</li><li>Ramps and reserved places for people with reduced mobility and their companions.</li></ul><p>T34 seats are chosen on the map, block by block, in the <a href="${autoPaths.tickets.en}">grandstand tickets</a>.</p>`,
      },
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
      slug: { fr: 'conseils-course-de-nuit', en: 'night-racing-tips' },
      body: {
        fr: `<p>La nuit est le moment que les habitués préfèrent : les disques de frein rougissent, les phares dessinent la piste et le circuit ne dort jamais.</p><h2>Nos conseils</h2><ul><li>Prévoyez une couche chaude et un vêtement de pluie : il fait frais vers 4 heures du matin.</li><li>Installez-vous à Arnage ou aux Hunaudières pour voir les voitures freiner de nuit.</li><li>Les navettes relient l’enceinte aux campings toute la nuit.</li></ul><p>Pour dormir sur place, réservez un <a href="${autoPaths.stay.fr}">emplacement de camping</a>.</p>`,
        en: `<p>Night is the regulars’ favourite time: brake discs glow, headlights trace the track and the circuit never sleeps.</p><h2>Our tips</h2><ul><li>Bring a warm layer and a rain jacket: it gets chilly around 4 in the morning.</li><li>Settle at Arnage or on the Hunaudières straight to watch the cars brake at night.</li><li>Shuttles run between the grounds and the campsites all night.</li></ul><p>To sleep on site, book a <a href="${autoPaths.stay.en}">campsite pitch</a>.</p>`,
      },
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
      slug: { fr: 'journee-test-programme', en: 'test-day-schedule' },
      body: {
        fr: `<p>Une semaine avant la course, la journée test réunit tout le plateau pour <strong>huit heures de roulage</strong>, en deux séances.</p><h2>Au programme</h2><ul><li>Première séance de 9 h à 13 h, seconde de 14 h à 18 h.</li><li>Accès libre aux tribunes ouvertes ce jour-là.</li><li>Un tarif unique, gratuit pour les moins de 16 ans.</li></ul><p>Le billet de la journée test est en vente dans la <a href="${autoPaths.tickets.fr}">billetterie</a>.</p>`,
        en: `<p>One week before the race, the test day brings the whole field together for <strong>eight hours on track</strong>, in two sessions.</p><h2>The schedule</h2><ul><li>First session from 9 am to 1 pm, second from 2 pm to 6 pm.</li><li>Free access to the grandstands open that day.</li><li>A single price, free for under-16s.</li></ul><p>Test day tickets are on sale in the <a href="${autoPaths.tickets.en}">ticket office</a>.</p>`,
      },
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
      slug: { fr: 'retour-sur-le-podium', en: 'looking-back-at-the-podium' },
      body: {
        fr: `<p>Après vingt-quatre heures de course, <strong>quarante et une secondes</strong> séparaient les deux premières voitures l’an dernier : l’arrivée la plus serrée depuis vingt ans.</p><h2>Le dernier tour</h2><p>Parti avec six secondes d’avance au dernier ravitaillement, le leader a vu son poursuivant revenir à chaque tour, jusqu’au drapeau à damier agité à 16 heures précises.</p><p>Revivez la course dans le film officiel, sur la page d’accueil, et réservez dès maintenant pour voir la prochaine édition depuis une <a href="${autoPaths.tickets.fr}">tribune</a>.</p>`,
        en: `<p>After twenty-four hours of racing, <strong>forty-one seconds</strong> separated the first two cars last year: the closest finish in twenty years.</p><h2>The final lap</h2><p>Six seconds ahead after the last pit stop, the leader saw the chasing car close in lap after lap, until the chequered flag fell at 4 pm sharp.</p><p>Relive the race in the official film on the home page, and book now to watch the next edition from a <a href="${autoPaths.tickets.en}">grandstand</a>.</p>`,
      },
    },
  ];
}

const articlePaths = (item: NewsDef): LocalizedPaths => ({
  fr: `${autoPaths.news.fr}/${item.slug.fr}`,
  en: `${autoPaths.news.en}/${item.slug.en}`,
});

/** The news cards, newest first: each leads to its article. */
export function newsItems(ctx: SeedContext, locale: Locale) {
  return newsDefs(ctx).map((item) => ({
    id: item.id,
    date: ctx.fromNow(-item.daysAgo),
    tag: item.tag[locale],
    title: item.title[locale],
    excerpt: item.excerpt[locale],
    picture: ctx.picture(item.picture, item.title[locale], 1600, 900),
    href: articlePaths(item)[locale],
  }));
}

/** The articles of the car site in both locales, newest first. */
export function newsArticles(ctx: SeedContext): NewsArticle[] {
  return locales.flatMap((locale) =>
    newsDefs(ctx).map((item) => ({
      identifier: item.id,
      site: 'auto' as const,
      locale,
      localizedPaths: articlePaths(item),
      date: ctx.fromNow(-item.daysAgo),
      tag: item.tag[locale],
      title: item.title[locale],
      excerpt: item.excerpt[locale],
      picture: ctx.picture(item.picture, item.title[locale], 1600, 900),
      html: item.body[locale],
    })),
  );
}
