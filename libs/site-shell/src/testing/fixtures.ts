import type {
  Alert,
  Footer,
  Menu,
  PartnerCategory,
  Picture,
  Site,
  SiteId,
  SocialNetwork,
} from '@paddock/api-clients/contracts';
import type { Locale } from '@paddock/i18n';
import { drawnPicture } from '@paddock/ui/testing';

/** The universes the stories and tests show: the car site and the motorbike site. */
export type FixtureSiteId = Extract<SiteId, 'auto' | 'moto'>;

type Texts = Record<Locale, string>;
const t = (fr: string, en: string): Texts => ({ fr, en });

/** A logo drawn in place (no network in stories and tests): a framed name, as an SVG data URL. */
export function logoPicture(name: string, width = 160, height = 64): Picture {
  return drawnPicture(name, { width, height });
}

/** The organiser's sites, as the content service lists them. */
export const fixtureSites: Site[] = [
  {
    identifier: 'auto',
    title: '24 Heures du Mans',
    colour: '#c8102e',
    href: 'https://www.24h-lemans.example/',
  },
  {
    identifier: 'aco',
    title: "Automobile Club de l'Ouest",
    colour: '#003a70',
    href: 'https://www.aco-club.example/',
  },
  {
    identifier: 'moto',
    title: '24 Heures Motos',
    colour: '#c2410c',
    href: 'https://moto.24h-lemans.example/',
  },
  {
    identifier: 'karting',
    title: '24 Heures Karting',
    colour: '#047857',
    href: 'https://karting.24h-lemans.example/',
  },
  {
    identifier: 'classic',
    title: 'Le Mans Classic',
    colour: '#7c5a12',
    href: 'https://classic.24h-lemans.example/',
  },
];

export const fixtureSiteTitles: Record<FixtureSiteId, Texts> = {
  auto: t('24 Heures du Mans', '24 Hours of Le Mans'),
  moto: t('24 Heures Motos', '24 Hours Motos'),
};

export const organiserUrl = 'https://www.aco-club.example/';

function link(text: Texts, fr: string, en: string, locale: Locale, target?: '_blank') {
  return { text: text[locale], href: locale === 'fr' ? fr : en, ...(target ? { target } : {}) };
}

/** The top and main menus of a site, in a locale. */
export function fixtureMenus(
  locale: Locale,
  site: FixtureSiteId = 'auto',
): { top: Menu; main: Menu } {
  const l = (text: Texts, fr: string, en: string) => link(text, fr, en, locale);
  return {
    top: {
      identifier: 'top',
      items: [
        { link: l(t('Presse', 'Press'), '/fr/presse', '/en/press') },
        { link: l(t('Contact', 'Contact'), '/fr/contact', '/en/contact') },
        {
          link: link(
            t('Boutique officielle', 'Official store'),
            `https://shop.${site}.example/`,
            `https://shop.${site}.example/en`,
            locale,
            '_blank',
          ),
        },
      ],
    },
    main: {
      identifier: 'main',
      items: [
        {
          link: l(t("L'événement", 'The event'), '/fr/evenement', '/en/event'),
          children: [
            { link: l(t('Programme', 'Schedule'), '/fr/programme', '/en/schedule') },
            { link: l(t('Les équipages', 'The crews'), '/fr/equipages', '/en/crews') },
            { link: l(t('Plan du circuit', 'Circuit map'), '/fr/plan', '/en/map') },
          ],
        },
        {
          link: l(t('Billetterie', 'Tickets'), '/fr/billetterie', '/en/tickets'),
          custom: { background: site === 'auto' ? '#c8102e' : '#c2410c' },
          children: [
            {
              link: l(
                t('Tous les billets', 'All tickets'),
                '/fr/billetterie/billets',
                '/en/tickets/all-tickets',
              ),
            },
            {
              link: l(
                t('Tribunes', 'Grandstands'),
                '/fr/billetterie/tribunes',
                '/en/tickets/grandstands',
              ),
            },
            {
              link: l(
                t('Campings', 'Campsites'),
                '/fr/billetterie/campings',
                '/en/tickets/campsites',
              ),
            },
          ],
        },
        { link: l(t('Actualités', 'News'), '/fr/actualites', '/en/news') },
        { link: l(t('Partenaires', 'Partners'), '/fr/partenaires', '/en/partners') },
      ],
    },
  };
}

const seriesLogos = ['World Endurance', 'European Prototypes', 'Asia Endurance', 'Road to 24'];

/** The footer of a site: four event-series logos on the car site, the motorbike cup's on the other. */
export function fixtureFooter(locale: Locale, site: FixtureSiteId = 'auto'): Footer {
  const l = (text: Texts, fr: string, en: string) => link(text, fr, en, locale);
  const logo = (name: string) => ({
    picture: logoPicture(name),
    href: `https://www.${name.toLowerCase().replace(/ /g, '-')}.example/`,
  });
  return {
    items: [
      {
        link: l(t("L'événement", 'The event'), '/fr/evenement', '/en/event'),
        children: [
          { link: l(t('Programme', 'Schedule'), '/fr/programme', '/en/schedule') },
          { link: l(t('Venir au circuit', 'Getting to the circuit'), '/fr/acces', '/en/access') },
        ],
      },
      {
        link: l(t('Billetterie', 'Tickets'), '/fr/billetterie', '/en/tickets'),
        children: [
          { link: l(t('Questions fréquentes', 'FAQ'), '/fr/faq', '/en/faq') },
          { link: l(t('Conditions de vente', 'Terms of sale'), '/fr/cgv', '/en/terms-of-sale') },
        ],
      },
      {
        link: l(t("L'organisateur", 'The organiser'), '/fr/organisateur', '/en/organiser'),
        children: [
          {
            link: l(
              t('Mentions légales', 'Legal notice'),
              '/fr/mentions-legales',
              '/en/legal-notice',
            ),
          },
          { link: l(t('Cookies', 'Cookies'), '#cookie', '#cookie') },
        ],
      },
    ],
    logos: site === 'auto' ? seriesLogos.map(logo) : [logo('Endurance Moto Cup')],
    copyright: "© 2026 Automobile Club de l'Ouest",
  };
}

export function fixtureSocialNetworks(site: FixtureSiteId = 'auto'): SocialNetwork[] {
  const handle = site === 'auto' ? '24hlemans' : '24hmoto';
  return [
    {
      identifier: 'facebook',
      link: { href: `https://facebook.example/${handle}`, text: 'Facebook', target: '_blank' },
    },
    {
      identifier: 'instagram',
      link: { href: `https://instagram.example/${handle}`, text: 'Instagram', target: '_blank' },
    },
    {
      identifier: 'youtube',
      link: { href: `https://youtube.example/@${handle}`, text: 'YouTube', target: '_blank' },
    },
  ];
}

/** Partner categories: five shown in the footer (a row of three, then two), one that is not. */
export function fixturePartnerCategories(locale: Locale): PartnerCategory[] {
  const category = (title: Texts, inFooter: boolean, names: string[]): PartnerCategory => ({
    title: title[locale],
    inFooter,
    children: names.map((name) => ({
      uid: name.toLowerCase().replace(/ /g, '-'),
      href: `https://www.${name.toLowerCase().replace(/ /g, '-')}.example/`,
      logoPicture: logoPicture(name, 160, 80),
    })),
  });
  return [
    category(t('Partenaires officiels', 'Official partners'), true, [
      'Motrix',
      'Banque Atlantis',
      'Cielo Airways',
    ]),
    category(t('Fournisseurs officiels', 'Official suppliers'), true, ['Atlas Chrono', 'Kestrel']),
    category(t('Partenaires médias', 'Media partners'), true, ['Radio Virage', 'Tele Circuit']),
    category(t('Partenaires institutionnels', 'Institutional partners'), true, ['Region Ouest']),
    category(t('Partenaires techniques', 'Technical partners'), true, ['Nordline', 'Pixelbox']),
    category(t('Partenaires locaux', 'Local partners'), false, ['Garage Moreau']),
  ];
}

const day = 24 * 60 * 60 * 1000;
const isoDaysFrom = (now: Date, days: number) => new Date(now.getTime() + days * day).toISOString();

/** One past, two current (the earlier-started one is the current alert) and one future alert. */
export function fixtureAlerts(locale: Locale, now: Date): Alert[] {
  return [
    {
      uuid: '00000000-0000-4000-8000-000000000001',
      text: t('La billetterie de la journée test a ouvert.', 'Test day tickets are on sale.')[
        locale
      ],
      start: isoDaysFrom(now, -60),
      end: isoDaysFrom(now, -30),
    },
    {
      uuid: '00000000-0000-4000-8000-000000000003',
      text: t('Les portes ouvrent à 8 h.', 'Gates open at 8 am.')[locale],
      start: isoDaysFrom(now, -1),
      end: isoDaysFrom(now, 10),
    },
    {
      uuid: '00000000-0000-4000-8000-000000000002',
      text: t(
        'Dernières places en tribune : réservez avant la fin du mois.',
        'Last grandstand seats: book before the end of the month.',
      )[locale],
      start: isoDaysFrom(now, -2),
      end: isoDaysFrom(now, 28),
      link: {
        href: locale === 'fr' ? '/fr/billetterie' : '/en/tickets',
        text: t('Réserver', 'Book')[locale],
      },
    },
    {
      uuid: '00000000-0000-4000-8000-000000000004',
      text: t('Ouverture des portes du circuit le 6 juin.', 'Circuit gates open on 6 June.')[
        locale
      ],
      start: isoDaysFrom(now, 60),
      end: isoDaysFrom(now, 90),
    },
  ];
}
