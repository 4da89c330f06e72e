import type { Footer, Locale, Menu, SiteId, SocialNetwork } from '@paddock/api-clients/contracts';
import type { SeedOptions } from '../types';
import { raceDates, t, type Texts } from './common';
import { siteDefinitions } from './sites';

const link = (text: Texts, fr: string, en: string, locale: Locale, target?: '_blank') => ({
  text: text[locale],
  href: locale === 'fr' ? fr : en,
  ...(target ? { target } : {}),
});

export function mainMenu(site: SiteId, locale: Locale): Menu {
  const l = (text: Texts, fr: string, en: string) => link(text, fr, en, locale);
  return {
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
        custom: { background: siteDefinitions[site].colour },
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
              t('Hospitalités', 'Hospitality'),
              '/fr/billetterie/hospitalites',
              '/en/tickets/hospitality',
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
  };
}

export function topMenu(site: SiteId, locale: Locale): Menu {
  const l = (text: Texts, fr: string, en: string) => link(text, fr, en, locale);
  return {
    identifier: 'top',
    items: [
      { link: l(t('Presse', 'Press'), '/fr/presse', '/en/press') },
      { link: l(t('Contact', 'Contact'), '/fr/contact', '/en/contact') },
      {
        link: link(
          t('Boutique officielle', 'Official store'),
          `https://shop.${siteDefinitions[site].host}/`,
          `https://shop.${siteDefinitions[site].host}/en`,
          locale,
          '_blank',
        ),
      },
    ],
  };
}

const seriesLogos = [
  'world-endurance-trophy',
  'european-prototype-series',
  'asia-endurance-cup',
  'road-to-24-challenge',
];

export function footerOf(site: SiteId, locale: Locale, options: SeedOptions): Footer {
  const l = (text: Texts, fr: string, en: string) => link(text, fr, en, locale);
  const logo = (name: string) => ({
    picture: {
      src: `${options.assetsUrl}/logos/${name}.svg`,
      alt: name.replace(/-/g, ' '),
      width: 160,
      height: 64,
      sources: [],
    },
    href: `https://www.${name}.example/`,
  });
  // Event-series logos on the car site only (four), and the motorbike site's own extra logo.
  const logos =
    site === 'auto' ? seriesLogos.map(logo) : site === 'moto' ? [logo('endurance-moto-cup')] : [];
  return {
    items: [
      {
        link: l(t("L'événement", 'The event'), '/fr/evenement', '/en/event'),
        children: [
          { link: l(t('Programme', 'Schedule'), '/fr/programme', '/en/schedule') },
          { link: l(t('Venir au circuit', 'Getting to the circuit'), '/fr/acces', '/en/access') },
          {
            link: l(t('Accessibilité', 'Accessibility'), '/fr/accessibilite', '/en/accessibility'),
          },
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
          {
            link: l(
              t('Données personnelles', 'Privacy'),
              '/fr/donnees-personnelles',
              '/en/privacy',
            ),
          },
          { link: l(t('Cookies', 'Cookies'), '#cookie', '#cookie') },
        ],
      },
    ],
    logos,
    copyright: `© ${raceDates(options.now).year - 1} Automobile Club de l'Ouest`,
  };
}

export function socialNetworksOf(site: SiteId): SocialNetwork[] {
  const handle = site === 'auto' ? '24hlemans' : `24h${site}`;
  return [
    {
      identifier: 'facebook',
      link: { href: `https://facebook.example/${handle}`, text: 'Facebook', target: '_blank' },
    },
    {
      identifier: 'instagram',
      link: { href: `https://instagram.example/${handle}`, text: 'Instagram', target: '_blank' },
    },
    { identifier: 'x', link: { href: `https://x.example/${handle}`, text: 'X', target: '_blank' } },
    {
      identifier: 'youtube',
      link: { href: `https://youtube.example/@${handle}`, text: 'YouTube', target: '_blank' },
    },
    {
      identifier: 'tiktok',
      link: { href: `https://tiktok.example/@${handle}`, text: 'TikTok', target: '_blank' },
    },
  ];
}
