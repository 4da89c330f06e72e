/**
 * The live data of the seed: the entry lists of the car and motorbike races (their timing is computed
 * from the clock by domain/live-timing.ts), the news feeds of both sites, and the organiser's events
 * around the world. Teams and crews are made up; cars and bikes are real models.
 */
import type {
  LiveEntrant,
  LiveRace,
  Locale,
  LocatorEvent,
  LocatorEventType,
  NewsFeed,
  NewsFeedItem,
  ProgramEvent,
  SiteId,
} from '@paddock/api-clients/contracts';
import { locales, type Both, type SeedContext } from './context';
import { editionOf, ordinal } from './pages/build';
import { newsItems } from './pages/news';
import { autoPaths } from './paths';
import { buildPrograms } from './program';
import { buildSocialPosts, type PickedPost } from './social';

export interface LiveSeed {
  races: { locale: Locale; race: LiveRace }[];
  newsFeeds: { locale: Locale; feed: NewsFeed }[];
  locatorEvents: { locale: Locale; events: LocatorEvent[] }[];
  /** Each site's agenda (`{site}/program-events`). */
  programs: { site: SiteId; locale: Locale; events: ProgramEvent[] }[];
  /** The posts picked for each site's social wall (`{site}/social-posts`). */
  socialPosts: { site: SiteId; locale: Locale; posts: PickedPost[] }[];
}

type Crew = [number: string, team: string, vehicle: string, drivers: string[]];

const crews = (cls: LiveEntrant['class'], list: Crew[]): LiveEntrant[] =>
  list.map(([number, team, vehicle, drivers]) => ({ number, class: cls, team, drivers, vehicle }));

/** The car race's entry list, by class and expected pace. */
const carEntrants: LiveEntrant[] = [
  ...crews('Hypercar', [
    [
      '7',
      'Kyoto Hybrid Racing',
      'Toyota GR010 Hybrid',
      ['Kenji Morita', 'Lucas Berthier', 'Tom Lindqvist'],
    ],
    [
      '50',
      'Scuderia Rossa Corse',
      'Ferrari 499P',
      ['Matteo Ferraro', 'Antonio Gallo', 'Nicolas Brun'],
    ],
    ['6', 'Stuttgart Endurance', 'Porsche 963', ['Felix Braun', 'Laurent Vidal', 'Jonas Keller']],
    [
      '8',
      'Kyoto Hybrid Racing',
      'Toyota GR010 Hybrid',
      ['Ryo Hatanaka', 'Sébastien Marin', 'Brendon Hale'],
    ],
    [
      '51',
      'Scuderia Rossa Corse',
      'Ferrari 499P',
      ['Alessio Conti', 'James Carver', 'Davide Russo'],
    ],
    [
      '2',
      'Liberty V Racing',
      'Cadillac V-Series.R',
      ['Owen Hartley', 'Alex Lavergne', 'Sam Whitford'],
    ],
    ['93', 'Lion Sport', 'Peugeot 9X8', ['Paul Deschamps', 'Mikkel Sørensen', 'Hugo Vautrin']],
    [
      '35',
      'Alpine Bleu Endurance',
      'Alpine A424',
      ['Charles Mercier', 'Théo Garnier', 'Max Reinholt'],
    ],
    [
      '15',
      'Bavaria Motorsport',
      'BMW M Hybrid V8',
      ['Dries Vandenberg', 'Raffaele Marino', 'Marco Wittmer'],
    ],
    [
      '009',
      'Pembroke Hybrid Team',
      'Aston Martin Valkyrie',
      ['Oliver Pembroke', 'Daniel Asher', 'Pablo Ibáñez'],
    ],
  ]),
  ...crews('LMP2', [
    [
      '22',
      'United Prototype Team',
      'Oreca 07-Gibson',
      ['Nathan Cole', 'Pietro Valente', 'Olivier Jarnac'],
    ],
    ['28', 'Ouest Racing', 'Oreca 07-Gibson', ['Maxime Leroux', 'Yann Le Gall', 'Clément Ruel']],
    [
      '37',
      'Helvetia Racing',
      'Oreca 07-Gibson',
      ['Lorenz Fässler', 'Malte Jessen', 'Ritsu Hamada'],
    ],
    ['43', 'Polonia Endurance', 'Oreca 07-Gibson', ['Jakub Nowicki', 'Tim Dorval', 'Nick Yarrow']],
    [
      '48',
      'Sarthe Prototypes',
      'Oreca 07-Gibson',
      ['Louis Fargeau', 'Joost van Dijkhuis', 'Rayan Delorme'],
    ],
    [
      '183',
      'Vitesse Bleue',
      'Oreca 07-Gibson',
      ['François Pradel', 'Ben Whitaker', 'Mathieu Vasseur'],
    ],
    [
      '199',
      'Rexy Racing',
      'Oreca 07-Gibson',
      ['Lucien Deltour', 'Patrick Hynes', 'Alexander Quaid'],
    ],
  ]),
  ...crews('LMGT3', [
    [
      '92',
      'Eifel Racing',
      'Porsche 911 GT3 R',
      ['Reinhard Lutz', 'Ricardo Peralta', 'Maurits Schoonhoven'],
    ],
    ['31', 'Team Ardennes', 'BMW M4 GT3 Evo', ['Augusto Ferraz', 'Darren Leong', 'Sean Gunawan']],
    [
      '54',
      'Corsa Vista',
      'Ferrari 296 GT3',
      ['Francesco Castaldi', 'Thomas Flückiger', 'Daniele Rigamonti'],
    ],
    [
      '27',
      'Aston Spirit Racing',
      'Aston Martin Vantage AMR GT3 Evo',
      ['Ian Jameson', 'Daniele Mancuso', 'Alejandro Rivas'],
    ],
    [
      '81',
      'Yorkshire Sport',
      'Chevrolet Corvette Z06 GT3.R',
      ['Tom Van Roosbroeck', 'Rui Antunes', 'Charlie Eastbrook'],
    ],
    [
      '59',
      'Albion GT',
      'McLaren 720S GT3 Evo',
      ['James Cotterill', 'Grégoire Sauvageot', 'Nicolás Acosta'],
    ],
    [
      '77',
      'Rheinland Competition',
      'Ford Mustang GT3',
      ['Ryan Hartwell', 'Zacharie Roberge', 'Ben Barlow'],
    ],
    [
      '85',
      'Pink Wings Racing',
      'Lamborghini Huracán GT3 Evo2',
      ['Sarah Bonnet', 'Michelle Gärtner', 'Dorine Pinel'],
    ],
    [
      '95',
      'Mount Fuji Racing',
      'McLaren 720S GT3 Evo',
      ['Haruto Satō', 'Josh Caldwell', 'Yasser Shaheen'],
    ],
  ]),
];

/** The motorbike race's entry list, by class and expected pace. */
const motoEntrants: LiveEntrant[] = [
  ...crews('EWC', [
    [
      '1',
      'Équipe Tricolore Yamaha',
      'Yamaha YZF-R1',
      ['Nicolò Canale', 'Marvin Fries', 'Karel Hanák'],
    ],
    [
      '5',
      'Kansai Honda Endurance',
      'Honda CBR1000RR-R Fireblade',
      ['Josh Hooper', 'Mike Di Marco', 'Alain Teyssier'],
    ],
    [
      '12',
      'Hamamatsu Endurance',
      'Suzuki GSX-R1000R',
      ['Grégoire Lebrun', 'Étienne Mazière', 'Daiki Ozaki'],
    ],
    [
      '7',
      'Austria Racing Yamaha',
      'Yamaha YZF-R1',
      ['Jason O’Hara', 'Robin Mühlberg', 'Nikke Tuomi'],
    ],
    [
      '37',
      'Munich Endurance Team',
      'BMW M 1000 RR',
      ['Markus Reinhardt', 'Ilja Mikhailov', 'Jérémie Guérin'],
    ],
    [
      '6',
      'Bologna Endurance',
      'Ducati Panigale V4 R',
      ['Chris Davenport', 'Andrea Lombardi', 'Bastien Mercx'],
    ],
    [
      '11',
      'Green Machine Racing',
      'Kawasaki ZX-10RR',
      ['Christophe Poncet', 'Hugues Clermont', 'Stéphane Ortega'],
    ],
    [
      '333',
      'Vendée Racing',
      'Yamaha YZF-R1',
      ['Florian Altmann', 'Erwan Nicol', 'Stefan Oosthuizen'],
    ],
    [
      '8',
      'Loire Moto Team',
      'BMW M 1000 RR',
      ['Kévin Desnoyers', 'Corentin Pérot', 'Lucas Mathieu'],
    ],
  ]),
  ...crews('Superstock', [
    [
      '44',
      'Lac Léman Racing',
      'Suzuki GSX-R1000R',
      ['Julien Bauer', 'Kenny Forestier', 'Luca Hofer'],
    ],
    ['55', 'Team Brigade 72', 'Yamaha YZF-R1', ['Matthieu Gineste', 'Hugo Robin', 'Axel Nouvel']],
    ['96', 'Rhône Moto Sport', 'Yamaha YZF-R1', ['Paul Chapuis', 'Enzo Boulanger', 'Théo Revel']],
    [
      '36',
      'Aviotech Racing',
      'Kawasaki ZX-10R',
      ['Antoine Delval', 'Louis Rousseau', 'Pierre Dupuy'],
    ],
    [
      '72',
      'Bourgogne Endurance',
      'Honda CBR1000RR-R Fireblade',
      ['Romain Mettray', 'Jules Clavel', 'Adrien Morel'],
    ],
  ]),
];

/** Both races, replayed every day by the local services from the time they start in June. */
function races(ctx: SeedContext, locale: Locale): LiveRace[] {
  const { year } = ctx.calendar;
  const session = { fr: 'Course', en: 'Race' }[locale];
  return [
    {
      site: 'auto',
      event: { fr: `24 Heures du Mans ${year}`, en: `${year} 24 Hours of Le Mans` }[locale],
      // 16:00 at Le Mans in June.
      session: { name: session, dailyStartUtc: '14:00', durationSeconds: 24 * 3600 },
      entrants: carEntrants,
    },
    {
      site: 'moto',
      event: { fr: `24 Heures Motos ${year}`, en: `${year} 24 Heures Motos` }[locale],
      // 15:00 at Le Mans in April.
      session: { name: session, dailyStartUtc: '13:00', durationSeconds: 24 * 3600 },
      entrants: motoEntrants,
    },
  ];
}

interface FeedDef {
  id: string;
  daysAgo: number;
  category: string;
  tag: Both<string>;
  title: Both<string>;
  summary: Both<string>;
  /** Its page, per locale; absolute for another site's news. */
  href: Both<string>;
  source?: string;
}

/** The car site's news (the news page's items) and what its partners published, newest first. */
function carFeed(ctx: SeedContext, locale: Locale): NewsFeed {
  const english = newsItems(ctx, 'en');
  const own: NewsFeedItem[] = newsItems(ctx, locale).map((item, index) => ({
    id: item.id,
    title: item.title,
    date: item.date,
    summary: item.excerpt,
    href: item.href,
    // The English tag as a slug: `Test day` is `test-day`.
    category: (english[index]?.tag ?? 'news').toLowerCase().replace(/\W+/g, '-'),
    tag: item.tag,
  }));
  const edition = editionOf(ctx.calendar.year);
  const others: FeedDef[] = [
    {
      id: 'calendrier-championnat',
      daysAgo: 4,
      category: 'race',
      tag: { fr: 'Course', en: 'Race' },
      title: {
        fr: 'Championnat du monde d’endurance : Le Mans, quatrième manche de la saison',
        en: 'World Endurance Championship: Le Mans is round four of the season',
      },
      summary: {
        fr: 'Huit manches, de Losail à Bahreïn : le calendrier complet et les points doubles de la Sarthe.',
        en: 'Eight rounds from Losail to Bahrain: the full calendar and the double points of Le Mans.',
      },
      href: {
        fr: 'https://www.fiawec.example/fr/actualites/calendrier',
        en: 'https://www.fiawec.example/en/news/calendar',
      },
      source: 'FIA WEC',
    },
    {
      id: 'village-membres',
      daysAgo: 9,
      category: 'club',
      tag: { fr: 'Club', en: 'Club' },
      title: {
        fr: 'Un village réservé aux membres ACO au cœur du circuit',
        en: 'A village for ACO members at the heart of the circuit',
      },
      summary: {
        fr: 'Terrasse sur la ligne droite des stands, rencontres avec les pilotes et consigne gratuite.',
        en: 'A terrace on the pit straight, meetings with the drivers and a free cloakroom.',
      },
      href: {
        fr: 'https://www.aco.example/fr/actualites/village-membres',
        en: 'https://www.aco.example/en/news/members-village',
      },
      source: 'ACO',
    },
    {
      id: 'musee-exposition',
      daysAgo: 15,
      category: 'history',
      tag: { fr: 'Histoire', en: 'History' },
      title: {
        fr: `Le Musée des 24 Heures célèbre la ${ordinal(edition, 'fr')} édition avec ses voitures victorieuses`,
        en: `The 24 Hours Museum marks the ${ordinal(edition, 'en')} edition with its winning cars`,
      },
      summary: {
        fr: 'Vingt voitures gagnantes réunies jusqu’à la course, et des visites guidées le week-end.',
        en: 'Twenty winning cars together until the race, with guided tours at weekends.',
      },
      href: {
        fr: 'https://www.musee24h.example/fr/expositions',
        en: 'https://www.musee24h.example/en/exhibitions',
      },
      source: { fr: 'Musée des 24 Heures du Mans', en: '24 Hours of Le Mans Museum' }[locale],
    },
  ];
  const items = [...own, ...others.map((def) => feedItem(ctx, def, locale))].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date),
  );
  return {
    site: 'auto',
    title: { fr: 'Actualités', en: 'News' }[locale],
    href: autoPaths.news[locale],
    items,
  };
}

function feedItem(ctx: SeedContext, def: FeedDef, locale: Locale): NewsFeedItem {
  return {
    id: def.id,
    title: def.title[locale],
    date: ctx.fromNow(-def.daysAgo),
    summary: def.summary[locale],
    href: def.href[locale],
    category: def.category,
    tag: def.tag[locale],
    ...(def.source ? { source: def.source } : {}),
  };
}

const motoOrigin = 'https://www.24h-motos.example';

/** The motorbike site's news, on its own site. */
function motoFeed(ctx: SeedContext, locale: Locale): NewsFeed {
  const page = (fr: string, en: string) => ({
    fr: `${motoOrigin}/fr/actualites/${fr}`,
    en: `${motoOrigin}/en/news/${en}`,
  });
  const race = { fr: 'Course', en: 'Race' };
  const tickets = { fr: 'Billetterie', en: 'Tickets' };
  const fans = { fr: 'Public', en: 'Fans' };
  const defs: FeedDef[] = [
    {
      id: 'engages-motos',
      daysAgo: 1,
      category: 'race',
      tag: race,
      title: {
        fr: 'Soixante motos engagées, dont quatorze en catégorie EWC',
        en: 'Sixty bikes entered, fourteen of them in the EWC class',
      },
      summary: {
        fr: 'Constructeurs officiels et équipes privées : la liste complète des équipages.',
        en: 'Factory teams and privateers: the full list of crews.',
      },
      href: page('engages', 'entry-list'),
    },
    {
      id: 'essais-libres',
      daysAgo: 3,
      category: 'race',
      tag: race,
      title: {
        fr: 'Essais libres : Yamaha devant sous la pluie',
        en: 'Free practice: Yamaha on top in the rain',
      },
      summary: {
        fr: 'Une piste détrempée et des écarts serrés avant les qualifications de jeudi.',
        en: 'A soaked track and close times before Thursday’s qualifying.',
      },
      href: page('essais-libres', 'free-practice'),
    },
    {
      id: 'billets-enceinte-motos',
      daysAgo: 5,
      category: 'tickets',
      tag: tickets,
      title: {
        fr: 'Billets enceinte générale : le tarif réduit jusqu’à dimanche',
        en: 'General admission: the early price until Sunday',
      },
      summary: {
        fr: 'Accès au circuit Bugatti, au paddock et aux animations du village pendant quatre jours.',
        en: 'Access to the Bugatti circuit, the paddock and the village for four days.',
      },
      href: page('billetterie', 'tickets'),
    },
    {
      id: 'camping-motos',
      daysAgo: 8,
      category: 'fans',
      tag: fans,
      title: {
        fr: 'Camping : trois nouveaux espaces près du virage du Raccordement',
        en: 'Camping: three new areas near the Raccordement corner',
      },
      summary: {
        fr: 'Douches chaudes, food-trucks et navettes vers l’entrée principale toute la nuit.',
        en: 'Hot showers, food trucks and shuttles to the main gate all night long.',
      },
      href: page('camping', 'camping'),
    },
    {
      id: 'parade-motos',
      daysAgo: 12,
      category: 'fans',
      tag: fans,
      title: {
        fr: 'La parade des pilotes revient dans le centre-ville',
        en: 'The riders’ parade returns to the city centre',
      },
      summary: {
        fr: 'Vendredi soir, les équipages défilent de la place des Jacobins à la cathédrale.',
        en: 'On Friday evening the crews ride from the Place des Jacobins to the cathedral.',
      },
      href: page('parade', 'parade'),
    },
    {
      id: 'superstock-reglement',
      daysAgo: 17,
      category: 'race',
      tag: race,
      title: {
        fr: 'Superstock : ce qui change dans le règlement technique',
        en: 'Superstock: what changes in the technical rules',
      },
      summary: {
        fr: 'Pneus, réservoirs et arrêts au stand : les nouveautés de la catégorie expliquées.',
        en: 'Tyres, fuel tanks and pit stops: the class’s new rules explained.',
      },
      href: page('superstock', 'superstock'),
    },
    {
      id: 'benevoles-motos',
      daysAgo: 23,
      category: 'fans',
      tag: fans,
      title: {
        fr: 'Commissaires et bénévoles : rejoignez l’équipe de la course',
        en: 'Marshals and volunteers: join the race team',
      },
      summary: {
        fr: 'Formation offerte, repas et accès au circuit : les inscriptions sont ouvertes.',
        en: 'Free training, meals and circuit access: sign-ups are open.',
      },
      href: page('benevoles', 'volunteers'),
    },
    {
      id: 'palmares-motos',
      daysAgo: 31,
      category: 'history',
      tag: { fr: 'Histoire', en: 'History' },
      title: {
        fr: 'Retour sur l’édition passée, gagnée avec trois tours d’avance',
        en: 'Looking back at last year, won by three laps',
      },
      summary: {
        fr: 'Une nuit sans erreur et un dernier relais de légende : le film de la course.',
        en: 'A flawless night and a legendary last stint: the story of the race.',
      },
      href: page('palmares', 'results'),
    },
  ];
  return {
    site: 'moto',
    title: { fr: 'Actualités', en: 'News' }[locale],
    href: { fr: `${motoOrigin}/fr/actualites`, en: `${motoOrigin}/en/news` }[locale],
    items: defs.map((def) => feedItem(ctx, def, locale)),
  };
}

interface EventDef {
  id: string;
  type: LocatorEventType;
  title: Both<string>;
  summary: Both<string>;
  /** Days from race Saturday and times at Le Mans, start and end. */
  from: [days: number, time: string];
  to: [days: number, time: string];
  venue: string;
  city: Both<string>;
  region?: Both<string>;
  country: string;
  href?: Both<string>;
}

/** The race, live on a big screen: from the start to the finish, Saturday to Sunday. */
const raceWeekend = { from: [0, '14:30'], to: [1, '17:00'] } as const;

function eventDefs(): EventDef[] {
  const museum = {
    fr: 'https://www.musee24h.example/fr/expositions',
    en: 'https://www.musee24h.example/en/exhibitions',
  };
  const program = autoPaths.program;
  return [
    {
      id: 'exposition-hypercars',
      type: 'exhibition',
      title: { fr: 'Exposition « L’ère des Hypercars »', en: 'Exhibition: “The Hypercar era”' },
      summary: {
        fr: 'Les prototypes hybrides de la course réunis au musée, moteurs ouverts.',
        en: 'The race’s hybrid prototypes together at the museum, engines open.',
      },
      from: [-70, '10:00'],
      to: [9, '18:00'],
      venue: 'Musée des 24 Heures du Mans',
      city: { fr: 'Le Mans', en: 'Le Mans' },
      region: { fr: 'Pays de la Loire', en: 'Pays de la Loire' },
      country: 'FR',
      href: museum,
    },
    {
      id: 'tournee-rennes',
      type: 'roadshow',
      title: { fr: 'La tournée des 24 Heures à Rennes', en: 'The 24 Hours on tour in Rennes' },
      summary: {
        fr: 'Simulateurs, voiture de course exposée et billetterie sur place.',
        en: 'Simulators, a race car on show and tickets on sale.',
      },
      from: [-40, '10:00'],
      to: [-39, '19:00'],
      venue: 'Esplanade Charles-de-Gaulle',
      city: { fr: 'Rennes', en: 'Rennes' },
      region: { fr: 'Bretagne', en: 'Brittany' },
      country: 'FR',
    },
    {
      id: 'tournee-lille',
      type: 'roadshow',
      title: { fr: 'La tournée des 24 Heures à Lille', en: 'The 24 Hours on tour in Lille' },
      summary: {
        fr: 'Le camion-atelier et une Hypercar sur la Grand-Place, ateliers pour les enfants.',
        en: 'The workshop truck and a Hypercar on the Grand-Place, workshops for children.',
      },
      from: [-33, '10:00'],
      to: [-32, '19:00'],
      venue: 'Grand-Place',
      city: { fr: 'Lille', en: 'Lille' },
      region: { fr: 'Hauts-de-France', en: 'Hauts-de-France' },
      country: 'FR',
    },
    {
      id: 'tournee-geneve',
      type: 'roadshow',
      title: { fr: 'La tournée des 24 Heures à Genève', en: 'The 24 Hours on tour in Geneva' },
      summary: {
        fr: 'Étape suisse de la tournée : exposition, simulateurs et rencontre avec un pilote.',
        en: 'The tour’s Swiss stop: a display, simulators and a meeting with a driver.',
      },
      from: [-26, '11:00'],
      to: [-25, '18:00'],
      venue: 'Plaine de Plainpalais',
      city: { fr: 'Genève', en: 'Geneva' },
      country: 'CH',
    },
    {
      id: 'exposition-stuttgart',
      type: 'exhibition',
      title: { fr: 'Le Mans, un siècle de légende', en: 'Le Mans, a century of legend' },
      summary: {
        fr: 'Affiches, maquettes et trophées prêtés par le musée du circuit.',
        en: 'Posters, models and trophies lent by the circuit’s museum.',
      },
      from: [-50, '10:00'],
      to: [-2, '18:00'],
      venue: 'Museum am Neckar',
      city: { fr: 'Stuttgart', en: 'Stuttgart' },
      region: { fr: 'Bade-Wurtemberg', en: 'Baden-Württemberg' },
      country: 'DE',
      href: museum,
    },
    {
      id: 'rencontre-clubs-supporters',
      type: 'meet-up',
      title: {
        fr: 'Rencontre des clubs de supporters',
        en: 'Supporters’ clubs get-together',
      },
      summary: {
        fr: 'Les clubs de France et d’ailleurs se retrouvent la veille de la course, avec les pilotes.',
        en: 'Clubs from France and abroad meet on the eve of the race, with the drivers.',
      },
      from: [-1, '18:00'],
      to: [-1, '22:00'],
      venue: 'Village ACO',
      city: { fr: 'Le Mans', en: 'Le Mans' },
      region: { fr: 'Pays de la Loire', en: 'Pays de la Loire' },
      country: 'FR',
      href: program,
    },
    {
      id: 'soiree-membres-daytona',
      type: 'meet-up',
      title: {
        fr: 'Soirée des membres ACO d’Amérique du Nord',
        en: 'ACO North America members’ evening',
      },
      summary: {
        fr: 'Dîner et projection du film de la dernière édition, sur invitation des membres.',
        en: 'Dinner and a screening of last year’s race film, for members and their guests.',
      },
      from: [-20, '01:00'],
      to: [-20, '05:00'],
      venue: 'Ocean Center',
      city: { fr: 'Daytona Beach', en: 'Daytona Beach' },
      region: { fr: 'Floride', en: 'Florida' },
      country: 'US',
      href: { fr: 'https://www.aco.example/fr/membres', en: 'https://www.aco.example/en/members' },
    },
    ...watchParties(),
  ];
}

/** Watch parties of race weekend, around the world. */
function watchParties(): EventDef[] {
  const live = (
    id: string,
    city: Both<string>,
    venue: string,
    country: string,
    region?: Both<string>,
  ): EventDef => ({
    id,
    type: 'watch-party',
    title: { fr: `Les 24 Heures en direct à ${city.fr}`, en: `The 24 Hours live in ${city.en}` },
    summary: {
      fr: 'La course sur écran géant du départ à l’arrivée, buvette et animations toute la nuit.',
      en: 'The race on a giant screen from start to finish, food and fun all night.',
    },
    from: [...raceWeekend.from],
    to: [...raceWeekend.to],
    venue,
    city,
    ...(region ? { region } : {}),
    country,
  });
  const same = (name: string): Both<string> => ({ fr: name, en: name });
  return [
    live('direct-paris', same('Paris'), 'Docks de la Seine', 'FR', same('Île-de-France')),
    live('direct-lyon', same('Lyon'), 'Halles du Confluent', 'FR', same('Auvergne-Rhône-Alpes')),
    live(
      'direct-bordeaux',
      same('Bordeaux'),
      'Hangar des Chartrons',
      'FR',
      same('Nouvelle-Aquitaine'),
    ),
    live('direct-londres', { fr: 'Londres', en: 'London' }, 'Riverside Hall', 'GB', {
      fr: 'Angleterre',
      en: 'England',
    }),
    live('direct-bruxelles', { fr: 'Bruxelles', en: 'Brussels' }, 'Halles des Marolles', 'BE'),
    live('direct-tokyo', same('Tokyo'), 'Odaiba Event Hall', 'JP'),
    live('direct-montreal', { fr: 'Montréal', en: 'Montreal' }, 'Quai des Éclusiers', 'CA', {
      fr: 'Québec',
      en: 'Quebec',
    }),
  ];
}

function locatorEvents(ctx: SeedContext, locale: Locale): LocatorEvent[] {
  return eventDefs()
    .map((def) => ({
      id: def.id,
      type: def.type,
      title: def.title[locale],
      summary: def.summary[locale],
      start: ctx.calendar.at(...def.from),
      end: ctx.calendar.at(...def.to),
      venue: def.venue,
      city: def.city[locale],
      ...(def.region ? { region: def.region[locale] } : {}),
      country: def.country,
      ...(def.href ? { href: def.href[locale] } : {}),
    }))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export function buildLive(ctx: SeedContext): LiveSeed {
  return {
    races: locales.flatMap((locale) => races(ctx, locale).map((race) => ({ locale, race }))),
    newsFeeds: locales.flatMap((locale) => [
      { locale, feed: carFeed(ctx, locale) },
      { locale, feed: motoFeed(ctx, locale) },
    ]),
    locatorEvents: locales.map((locale) => ({ locale, events: locatorEvents(ctx, locale) })),
    programs: buildPrograms(ctx),
    socialPosts: buildSocialPosts(ctx),
  };
}

/** How the live seed is stored: as documents of the content service. */
export const liveKinds = {
  race: 'live-race',
  feed: 'news-feed',
  events: 'locator-events',
  program: 'program-events',
  posts: 'social-posts',
} as const;

/** The rows of `documents` the live seed fills (kind, site, locale, key, doc). */
export function liveDocuments(live: LiveSeed) {
  return [
    ...live.races.map(({ locale, race }) => row(liveKinds.race, race.site, locale, race)),
    ...live.newsFeeds.map(({ locale, feed }) => row(liveKinds.feed, feed.site, locale, feed)),
    ...live.locatorEvents.map(({ locale, events }) => row(liveKinds.events, '*', locale, events)),
    ...live.programs.map(({ site, locale, events }) =>
      row(liveKinds.program, site, locale, events),
    ),
    ...live.socialPosts.map(({ site, locale, posts }) => row(liveKinds.posts, site, locale, posts)),
  ];
}

function row(kind: string, site: SiteId | '*', locale: Locale, doc: unknown) {
  return { kind, site, locale, key: kind, doc };
}
