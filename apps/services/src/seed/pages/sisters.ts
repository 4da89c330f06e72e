/**
 * The pages of the seven other sites: a home (with the `programme`, `actualites` and `infos` anchors
 * their menus link to), a partners page and a legal page, in fr and en.
 */
import type { Locale, ProgramEvent, SiteId } from '@paddock/api-clients/contracts';
import type { KeyFigureData } from '@paddock/api-clients/blocks';
import type { Both, SeedContext } from '../context';
import { autoPageFrom, autoPaths, sisterPaths } from '../paths';
import { siteInfos } from '../sites';
import { anchored, block, cta, t, type PageDef } from './build';

export type SisterId = Exclude<SiteId, 'auto'>;

interface Agenda {
  /** Days from the race Saturday of the 24A (negative before), time HH:MM. */
  day: number;
  time: string;
  title: Both<string>;
}

interface SisterDef {
  intro: Both<string>;
  agenda: Agenda[];
  news: { title: Both<string>; excerpt: Both<string>; picture: string; daysAgo: number }[];
  infos: Both<string>;
  /** Quantities as numbers (each page writes them its locale's way); a year as text. */
  figures?: (Omit<KeyFigureData, 'label'> & { label: Both<string> })[];
}

const sisterDefs: Record<SisterId, SisterDef> = {
  aco: {
    intro: {
      fr: 'Depuis plus d’un siècle, l’ACO organise les 24 Heures du Mans et fait vivre le circuit toute l’année avec ses membres.',
      en: 'For more than a century the ACO has organised the 24 Hours of Le Mans and brought the circuit to life all year round with its members.',
    },
    agenda: [
      {
        day: -120,
        time: '18:30',
        title: { fr: 'Assemblée générale des membres', en: 'Members’ general meeting' },
      },
      {
        day: -30,
        time: '10:00',
        title: { fr: 'Ouverture de la prévente membres', en: 'Member presale opens' },
      },
      {
        day: -1,
        time: '17:00',
        title: { fr: 'Réception des membres au village', en: 'Members’ reception in the village' },
      },
    ],
    news: [
      {
        title: {
          fr: 'Adhésion : les avantages de la saison',
          en: 'Membership: this season’s benefits',
        },
        excerpt: {
          fr: 'Prévente, espace membres en tribune, remises au camping.',
          en: 'Presale, members’ area in the grandstand, camping discounts.',
        },
        picture: 'images/hero-aco.svg',
        daysAgo: 4,
      },
      {
        title: {
          fr: 'Le circuit s’engage pour la biodiversité',
          en: 'The circuit commits to biodiversity',
        },
        excerpt: {
          fr: 'Douze hectares de prairies fauchées tardivement.',
          en: 'Twelve hectares of late-mown meadows.',
        },
        picture: 'images/news-fans.svg',
        daysAgo: 19,
      },
    ],
    infos: {
      fr: 'Accueil des membres du lundi au vendredi, de 9 h à 17 h, au siège du circuit.',
      en: 'Members’ desk open Monday to Friday, 9 am to 5 pm, at the circuit headquarters.',
    },
    figures: [
      { value: '1906', label: { fr: 'fondation du club', en: 'club founded' } },
      { value: 40000, label: { fr: 'membres', en: 'members' } },
    ],
  },
  moto: {
    intro: {
      fr: 'Vingt-quatre heures de course, trois pilotes par machine, et la plus belle ambiance de la saison moto.',
      en: 'Twenty-four hours of racing, three riders per bike, and the best atmosphere of the motorcycle season.',
    },
    agenda: [
      { day: -62, time: '09:00', title: { fr: 'Essais libres', en: 'Free practice' } },
      { day: -61, time: '15:00', title: { fr: 'Départ de la course', en: 'Race start' } },
      { day: -60, time: '15:00', title: { fr: 'Arrivée', en: 'Finish' } },
    ],
    news: [
      {
        title: { fr: '56 équipes engagées', en: '56 teams entered' },
        excerpt: {
          fr: 'Usines et privés se partagent la grille.',
          en: 'Works and privateer teams share the grid.',
        },
        picture: 'images/hero-moto.svg',
        daysAgo: 3,
      },
    ],
    infos: {
      fr: 'Parking motos gratuit à l’entrée Est. Casques consignés au village.',
      en: 'Free motorcycle parking at the East gate. Helmet lockers in the village.',
    },
    figures: [
      { value: 56, label: { fr: 'équipes', en: 'teams' } },
      {
        value: 4.185,
        decimals: 3,
        unit: 'km',
        label: { fr: 'le tour du circuit court', en: 'per lap of the short circuit' },
      },
    ],
  },
  karting: {
    intro: {
      fr: 'Location, stages et compétitions sur une piste internationale de 1 360 m.',
      en: 'Rental, courses and races on a 1,360 m international track.',
    },
    agenda: [
      {
        day: -20,
        time: '10:00',
        title: { fr: 'Stage découverte enfants', en: 'Kids’ discovery course' },
      },
      { day: 90, time: '09:00', title: { fr: '24 Heures karting', en: '24-hour kart race' } },
    ],
    news: [
      {
        title: { fr: 'De nouveaux karts électriques', en: 'New electric karts' },
        excerpt: { fr: 'Silencieux et dès 7 ans.', en: 'Silent, and from age 7.' },
        picture: 'images/hero-karting.svg',
        daysAgo: 8,
      },
    ],
    infos: {
      fr: 'Ouvert tous les jours de 10 h à 19 h, sur réservation le week-end.',
      en: 'Open daily 10 am to 7 pm, booking required at weekends.',
    },
  },
  classic: {
    intro: {
      fr: 'Plus de 700 voitures ayant couru au Mans reprennent la piste, de jour comme de nuit.',
      en: 'More than 700 cars that once raced at Le Mans are back on track, day and night.',
    },
    agenda: [
      { day: 27, time: '09:00', title: { fr: 'Ouverture du village', en: 'Village opens' } },
      { day: 28, time: '16:00', title: { fr: 'Départ des plateaux', en: 'Grids start' } },
    ],
    news: [
      {
        title: { fr: 'Le plateau des années 1960 dévoilé', en: 'The 1960s grid revealed' },
        excerpt: {
          fr: 'Soixante voitures, un demi-siècle d’histoire.',
          en: 'Sixty cars, half a century of history.',
        },
        picture: 'images/hero-classic.svg',
        daysAgo: 12,
      },
    ],
    infos: {
      fr: 'Clubs de collectionneurs : déclarez votre voiture pour le parking d’exposition.',
      en: 'Collectors’ clubs: register your car for the display car park.',
    },
    figures: [{ value: 700, label: { fr: 'voitures historiques', en: 'historic cars' } }],
  },
  camions: {
    intro: {
      fr: 'Courses de camions, exposition et grande fête des routiers le temps d’un week-end d’automne.',
      en: 'Truck racing, a show and a great truckers’ festival over an autumn weekend.',
    },
    agenda: [
      { day: 112, time: '10:00', title: { fr: 'Qualifications', en: 'Qualifying' } },
      {
        day: 113,
        time: '14:00',
        title: { fr: 'Courses et feu d’artifice', en: 'Races and fireworks' },
      },
    ],
    news: [
      {
        title: {
          fr: 'Le concours de la plus belle cabine revient',
          en: 'The best-cab contest is back',
        },
        excerpt: {
          fr: 'Inscriptions ouvertes aux routiers.',
          en: 'Registration open to truckers.',
        },
        picture: 'images/hero-camions.svg',
        daysAgo: 15,
      },
    ],
    infos: {
      fr: 'Parking poids lourds réservé aux participants du concours.',
      en: 'Truck parking reserved for contest entrants.',
    },
  },
  experience: {
    intro: {
      fr: 'Le musée des 24 Heures, les visites guidées du circuit et des espaces pour vos séminaires.',
      en: 'The 24 Hours museum, guided circuit tours and venues for your corporate events.',
    },
    agenda: [
      { day: -45, time: '14:00', title: { fr: 'Visite guidée des stands', en: 'Guided pit tour' } },
      {
        day: 30,
        time: '10:00',
        title: { fr: 'Nouvelle exposition au musée', en: 'New museum exhibition' },
      },
    ],
    news: [
      {
        title: {
          fr: 'Le musée ouvre une salle consacrée aux prototypes',
          en: 'The museum opens a prototype gallery',
        },
        excerpt: {
          fr: 'Vingt voitures victorieuses réunies.',
          en: 'Twenty winning cars together.',
        },
        picture: 'images/hero-experience.svg',
        daysAgo: 9,
      },
    ],
    infos: {
      fr: 'Musée ouvert du mardi au dimanche, de 10 h à 18 h.',
      en: 'Museum open Tuesday to Sunday, 10 am to 6 pm.',
    },
  },
  companion: {
    intro: {
      fr: 'Plan interactif, horaires, notifications en direct et billets dans votre poche pendant toute la semaine de course.',
      en: 'Interactive map, timetable, live notifications and your tickets in your pocket all race week.',
    },
    agenda: [
      {
        day: -14,
        time: '10:00',
        title: { fr: 'Nouvelle version de l’application', en: 'New app release' },
      },
      {
        day: 0,
        time: '16:00',
        title: { fr: 'Suivi en direct de la course', en: 'Live race tracking' },
      },
    ],
    news: [
      {
        title: { fr: 'Vos billets hors connexion', en: 'Your tickets offline' },
        excerpt: {
          fr: 'Plus besoin de réseau pour passer les portes.',
          en: 'No signal needed at the gates.',
        },
        picture: 'images/hero-companion.svg',
        daysAgo: 5,
      },
    ],
    infos: {
      fr: 'Application gratuite, sans publicité. Le Wi-Fi du village permet de la télécharger sur place.',
      en: 'Free app, no ads. The village Wi-Fi lets you download it on site.',
    },
  },
};

/** A sister site's agenda in a locale: what `{site}/program-events` serves. */
export function sisterAgenda(ctx: SeedContext, site: SisterId, locale: Locale): ProgramEvent[] {
  return sisterDefs[site].agenda.map((entry, index) => ({
    id: `${site}-agenda-${String(index + 1)}`,
    start: ctx.calendar.at(entry.day, entry.time),
    title: entry.title[locale],
  }));
}

function sisterPagesOf(ctx: SeedContext, site: SisterId): PageDef[] {
  const info = siteInfos[site];
  const def = sisterDefs[site];
  const picture = (path: string, alt: string) => ctx.picture(path, alt, 1600, 900);
  const home: PageDef = {
    identifier: 'home',
    site,
    paths: sisterPaths.home,
    layout: 'home',
    content: (locale: Locale) => {
      const blocks = [
        block(
          'intro',
          'media-intro',
          {
            title: info.title,
            subtitle: info.tagline[locale],
            text: def.intro[locale],
            picture: picture(info.hero, info.title),
            ctas: [
              cta(
                t(locale, 'Billetterie', 'Tickets'),
                autoPageFrom(site, autoPaths.ticketing)[locale],
                'primary',
                true,
              ),
            ],
          },
          { tone: 'dark' },
        ),
        anchored(
          // Its happenings come from `{site}/program-events` (sisterAgenda), in the browser.
          block('programme', 'program', { title: t(locale, 'Agenda', 'What’s on') }),
        ),
        ...(def.figures
          ? [
              block(
                'chiffres',
                'key-figures',
                {
                  items: def.figures.map((figure) => ({
                    ...figure,
                    label: figure.label[locale],
                  })),
                },
                { tone: 'light' },
              ),
            ]
          : []),
        anchored(
          block('actualites', 'news-section', {
            title: t(locale, 'Actualités', 'News'),
            items: def.news.map((item, index) => ({
              id: `${site}-news-${index + 1}`,
              date: ctx.fromNow(-item.daysAgo),
              title: item.title[locale],
              excerpt: item.excerpt[locale],
              picture: picture(item.picture, item.title[locale]),
            })),
          }),
        ),
        anchored(
          block(
            'infos',
            'title-text',
            {
              kind: 'info',
              title: t(locale, 'Infos pratiques', 'Practical information'),
              text: def.infos[locale],
            },
            { style: 'secondary' },
          ),
        ),
        block('partenaires', 'partners', {
          title: t(locale, 'Nos partenaires', 'Our partners'),
          inFooterOnly: true,
          cta: cta(
            t(locale, 'Tous les partenaires', 'All partners'),
            sisterPaths.partners[locale],
            'simple-light',
          ),
        }),
      ];
      return {
        title: `${info.title} — ${t(locale, 'site officiel', 'official website')}`,
        description: info.tagline[locale],
        image: ctx.asset(info.hero),
        wording: {
          'home.agenda.empty': t(locale, 'Rien de prévu pour le moment', 'Nothing planned yet'),
        },
        blocks,
      };
    },
  };
  const partners: PageDef = {
    identifier: 'partners',
    site,
    paths: sisterPaths.partners,
    layout: 'default',
    hidePartnersFooter: true,
    content: (locale) => ({
      title: `${t(locale, 'Partenaires', 'Partners')} — ${info.title}`,
      description: t(locale, `Les partenaires de ${info.title}.`, `The partners of ${info.title}.`),
      blocks: [
        block('titre', 'title', { title: t(locale, 'Nos partenaires', 'Our partners') }),
        block('partenaires', 'partners', { inFooterOnly: false }),
      ],
    }),
  };
  const legal: PageDef = {
    identifier: 'legal',
    site,
    paths: sisterPaths.legal,
    layout: 'default',
    hidePartnersFooter: true,
    content: (locale) => ({
      title: `${t(locale, 'Mentions légales', 'Legal notice')} — ${info.title}`,
      description: t(
        locale,
        'Éditeur, hébergement et données personnelles.',
        'Publisher, hosting and personal data.',
      ),
      blocks: [
        block('mentions', 'title-text', {
          kind: 'legal',
          title: t(locale, 'Mentions légales', 'Legal notice'),
          text: t(
            locale,
            `${info.title} est un site de l’Automobile Club de l’Ouest, circuit des 24 Heures, 72019 Le Mans Cedex 2.`,
            `${info.title} is a website of the Automobile Club de l’Ouest, 24 Hours circuit, 72019 Le Mans Cedex 2, France.`,
          ),
        }),
      ],
    }),
  };
  return [home, partners, legal];
}

export function sisterPages(ctx: SeedContext): PageDef[] {
  return (Object.keys(sisterDefs) as SisterId[]).flatMap((site) => sisterPagesOf(ctx, site));
}
