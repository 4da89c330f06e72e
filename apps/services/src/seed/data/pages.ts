import type { Block, Locale, MenuLayout, Page, SiteId } from '@paddock/api-clients/contracts';
import type { SeedOptions } from '../types';
import { locales, raceDates, t, type Texts } from './common';
import { siteDefinitions } from './sites';

interface PageSpec {
  identifier: string;
  paths: Texts;
  layout: MenuLayout;
  crawlable?: boolean;
  hidePartnersFooter?: boolean;
  title: Texts;
  description: Texts;
  blocks: (locale: Locale) => Block[];
}

function block(
  id: string,
  type: Block['type'],
  data: Record<string, unknown>,
  variants: Pick<Block, 'style' | 'tone'> = {},
): Block {
  return { id, type, data, ...variants };
}

function build(site: SiteId, spec: PageSpec, locale: Locale): Page {
  return {
    identifier: spec.identifier,
    site,
    locale,
    wording: {
      'page.share': locale === 'fr' ? 'Partager la page' : 'Share this page',
      'page.backToTop': locale === 'fr' ? 'Haut de page' : 'Back to top',
    },
    metadata: {
      crawlable: spec.crawlable ?? true,
      hidePartnersFooter: spec.hidePartnersFooter ?? false,
    },
    localizedPaths: { fr: spec.paths.fr, en: spec.paths.en },
    meta: { title: spec.title[locale], description: spec.description[locale] },
    templateOptions: { menuLayout: spec.layout },
    blocks: spec.blocks(locale),
  };
}

function carSitePages(options: SeedOptions): PageSpec[] {
  const img = (name: string, alt: string) => ({
    src: `${options.assetsUrl}/images/${name}.svg`,
    alt,
    width: 1200,
    height: 675,
    sources: [],
  });
  const { year } = raceDates(options.now);
  const cta = (locale: Locale, text: Texts, fr: string, en: string, style: string) => ({
    text: text[locale],
    href: locale === 'fr' ? fr : en,
    style,
  });
  return [
    {
      identifier: 'home',
      paths: t('/', '/en'),
      layout: 'home',
      title: t(
        `24 Heures du Mans ${year} – site officiel`,
        `${year} 24 Hours of Le Mans – official site`,
      ),
      description: t(
        "La course d'endurance la plus célèbre du monde : billets, programme, actualités.",
        "The world's most famous endurance race: tickets, schedule, news.",
      ),
      blocks: (locale) => [
        block('home-hero', 'media-intro', {
          title: locale === 'fr' ? `24 Heures du Mans ${year}` : `${year} 24 Hours of Le Mans`,
          subtitle: locale === 'fr' ? '13 et 14 juin' : '13 and 14 June',
          picture: img(
            'hero-24h',
            locale === 'fr' ? 'Départ de la course au crépuscule' : 'The race start at dusk',
          ),
          cta: cta(
            locale,
            t('Réserver mes billets', 'Book my tickets'),
            '/fr/billetterie',
            '/en/tickets',
            'primary',
          ),
        }),
        block('home-tickets', 'highlighted-tickets', {
          title: locale === 'fr' ? 'Vivez la course' : 'Live the race',
          secutixIds: [
            '24A-GA-WEEKEND',
            '24A-GRANDSTAND',
            '24A-HOSPI-PANORAMA',
            '24A-CAMP-BEAUSEJOUR',
          ],
          cta: cta(
            locale,
            t('Tous les billets', 'All tickets'),
            '/fr/billetterie/billets',
            '/en/tickets/all-tickets',
            'dark',
          ),
        }),
        block(
          'home-figures',
          'key-figures',
          {
            title: locale === 'fr' ? 'La course en chiffres' : 'The race in figures',
            figures: [
              { value: '62', label: locale === 'fr' ? 'voitures au départ' : 'cars at the start' },
              { value: '13,626', label: locale === 'fr' ? 'km de circuit' : 'km circuit' },
              { value: '329 000', label: locale === 'fr' ? 'spectateurs' : 'spectators' },
              { value: '24', label: locale === 'fr' ? 'heures de course' : 'hours of racing' },
            ],
          },
          { tone: 'dark' },
        ),
        block('home-news', 'news-section', {
          title: locale === 'fr' ? 'Actualités' : 'News',
          items: [
            {
              title: locale === 'fr' ? 'La liste des engagés dévoilée' : 'The entry list revealed',
              date: `${year - 1}-11-02`,
              picture: img('news-start', ''),
              href: locale === 'fr' ? '/fr/actualites/engages' : '/en/news/entry-list',
            },
            {
              title:
                locale === 'fr'
                  ? 'Nouvelle tribune au virage du Tertre Rouge'
                  : 'A new grandstand at Tertre Rouge',
              date: `${year - 1}-10-18`,
              picture: img('news-fans', ''),
              href: locale === 'fr' ? '/fr/actualites/tribune' : '/en/news/grandstand',
            },
            {
              title: locale === 'fr' ? 'La nuit, le moment magique' : 'Night, the magic hour',
              date: `${year - 1}-10-01`,
              picture: img('news-night', ''),
              href: locale === 'fr' ? '/fr/actualites/nuit' : '/en/news/night',
            },
          ],
          cta: cta(
            locale,
            t('Toutes les actualités', 'All news'),
            '/fr/actualites',
            '/en/news',
            'light',
          ),
        }),
        block(
          'home-editorial',
          'editorial',
          {
            alignment: 'centered',
            title: locale === 'fr' ? "Cent ans d'endurance" : 'A hundred years of endurance',
            html:
              locale === 'fr'
                ? '<p>Depuis 1923, pilotes et constructeurs viennent au Mans pour <strong>tenir vingt-quatre heures</strong>.</p>'
                : '<p>Since 1923, drivers and manufacturers come to Le Mans to <strong>last twenty-four hours</strong>.</p>',
          },
          { style: 'secondary' },
        ),
        block('home-video', 'youtube', {
          title: locale === 'fr' ? 'Le film de la dernière édition' : 'The film of the last race',
          videoId: 'dQw4w9WgXcQ',
        }),
        block(
          'home-push',
          'title-text-push',
          {
            title: locale === 'fr' ? 'Devenez membre ACO' : 'Become an ACO member',
            text:
              locale === 'fr'
                ? 'Des tarifs réservés et une tribune dédiée.'
                : 'Member prices and a grandstand of your own.',
            cta: cta(
              locale,
              t('Adhérer', 'Join'),
              'https://www.aco-club.example/fr/adhesion',
              'https://www.aco-club.example/en/membership',
              'avis',
            ),
          },
          { style: 'rse', tone: 'green' },
        ),
        block('home-slider', 'event-card-slider', {
          title: locale === 'fr' ? 'Les autres épreuves' : 'The other events',
          cards: (['moto', 'classic', 'camions', 'karting'] as const).map((site) => ({
            title: siteDefinitions[site].titles[locale],
            href: siteDefinitions[site].href,
            picture: img(`hero-${site}`, ''),
          })),
        }),
        block('home-partners', 'partners', {
          title: locale === 'fr' ? 'Ils nous accompagnent' : 'With our partners',
          categories: 'inFooter',
        }),
      ],
    },
    {
      identifier: 'ticketing',
      paths: t('/fr/billetterie', '/en/tickets'),
      layout: 'ticketing-home',
      title: t('Billetterie', 'Tickets'),
      description: t(
        'Billets circuit, tribunes, hospitalités, parkings et campings.',
        'Circuit tickets, grandstands, hospitality, car parks and campsites.',
      ),
      blocks: (locale) => [
        block('ticketing-intro', 'intro-shop', {
          title: locale === 'fr' ? 'Billetterie officielle' : 'Official ticket shop',
          text:
            locale === 'fr'
              ? 'Achetez en ligne, recevez vos e-billets.'
              : 'Buy online, get your e-tickets.',
          picture: img('grandstand', ''),
        }),
        block('ticketing-menu', 'tickets-menu', {
          items: [
            {
              text: locale === 'fr' ? 'Enceinte générale' : 'General admission',
              href: locale === 'fr' ? '/fr/billetterie/billets' : '/en/tickets/all-tickets',
              type: 'track',
            },
            {
              text: locale === 'fr' ? 'Tribunes' : 'Grandstands',
              href: locale === 'fr' ? '/fr/billetterie/tribunes' : '/en/tickets/grandstands',
              type: 'track',
            },
            {
              text: locale === 'fr' ? 'Hospitalités' : 'Hospitality',
              href: locale === 'fr' ? '/fr/billetterie/hospitalites' : '/en/tickets/hospitality',
              type: 'hospitality',
            },
            {
              text: locale === 'fr' ? 'Campings' : 'Campsites',
              href: locale === 'fr' ? '/fr/billetterie/campings' : '/en/tickets/campsites',
              type: 'accomodation',
            },
          ],
        }),
        block('ticketing-pushes', 'strate-ticketing-pushes', {
          pushes: ['24A-GA-WEEK', '24A-GRANDSTAND', '24A-PARK-P1'].map((secutixId) => ({
            secutixId,
          })),
        }),
        block('ticketing-perks', 'ticket-perks', {
          title: locale === 'fr' ? 'Les plus de la billetterie officielle' : 'Why buy here',
          perks:
            locale === 'fr'
              ? ['E-billet sur mobile', 'Paiement sécurisé', 'Revente officielle']
              : ['Mobile e-ticket', 'Secure payment', 'Official resale'],
        }),
      ],
    },
    {
      identifier: 'tickets',
      paths: t('/fr/billetterie/billets', '/en/tickets/all-tickets'),
      layout: 'tickets',
      title: t('Tous les billets', 'All tickets'),
      description: t(
        'Tous les billets des 24 Heures du Mans.',
        'Every ticket of the 24 Hours of Le Mans.',
      ),
      blocks: (locale) => [
        block('tickets-title', 'title', {
          title: locale === 'fr' ? 'Tous les billets' : 'All tickets',
          level: 1,
        }),
        block('tickets-grid', 'tickets-grid-with-filters', {
          eventCode: '24A',
          filters: ['track', 'hospitality', 'parking', 'accomodation', 'supplement'],
        }),
        block('tickets-comparator', 'tickets-comparator', {
          secutixIds: ['24A-GA-WEEK', '24A-GA-WEEKEND', '24A-GRANDSTAND'],
        }),
      ],
    },
    {
      identifier: 'partners',
      paths: t('/fr/partenaires', '/en/partners'),
      layout: 'default',
      hidePartnersFooter: true,
      title: t('Partenaires', 'Partners'),
      description: t(
        'Les partenaires des 24 Heures du Mans.',
        'The partners of the 24 Hours of Le Mans.',
      ),
      blocks: (locale) => [
        block('partners-title', 'title-text', {
          title: locale === 'fr' ? 'Nos partenaires' : 'Our partners',
          text:
            locale === 'fr'
              ? "Ils font vivre la course toute l'année."
              : 'They bring the race to life all year round.',
          kind: 'info',
        }),
        block('partners-all', 'partners', { categories: 'all' }),
      ],
    },
    {
      identifier: 'news',
      paths: t('/fr/actualites', '/en/news'),
      layout: 'news',
      title: t('Actualités', 'News'),
      description: t(
        'Toute l’actualité des 24 Heures du Mans.',
        'All the news of the 24 Hours of Le Mans.',
      ),
      blocks: (locale) => [
        block('news-list', 'news-full', {
          title: locale === 'fr' ? 'Actualités' : 'News',
          pageSize: 12,
          pictures: ['news-start', 'news-fans', 'news-night', 'news-podium', 'news-pitlane'].map(
            (name) => img(name, ''),
          ),
        }),
        block('news-social', 'social-wall', { hashtag: '#LM24' }),
      ],
    },
    {
      identifier: 'legal',
      paths: t('/fr/mentions-legales', '/en/legal-notice'),
      layout: 'default',
      title: t('Mentions légales', 'Legal notice'),
      description: t('Mentions légales du site.', 'Legal notice of the site.'),
      blocks: (locale) => [
        block('legal-text', 'title-text', {
          kind: 'legal',
          title: locale === 'fr' ? 'Mentions légales' : 'Legal notice',
          text:
            locale === 'fr'
              ? "Éditeur : Automobile Club de l'Ouest (association fictive de démonstration), Le Mans."
              : "Publisher: Automobile Club de l'Ouest (fictional demo association), Le Mans.",
        }),
      ],
    },
    {
      identifier: 'members-preview',
      paths: t('/fr/avant-premiere-membres', '/en/members-preview'),
      layout: 'condensed',
      crawlable: false,
      title: t('Avant-première membres', 'Members preview'),
      description: t('Réservée aux membres ACO.', 'For ACO members only.'),
      blocks: (locale) => [
        block('preview-text', 'centered-title-text', {
          title: locale === 'fr' ? 'Avant-première membres' : 'Members preview',
          text:
            locale === 'fr'
              ? 'Les tribunes membres ouvrent 48 heures avant tout le monde.'
              : 'Members grandstands open 48 hours before everyone else.',
        }),
      ],
    },
    {
      identifier: 'landing',
      paths: t('/fr/reservez', '/en/book-now'),
      layout: 'none',
      hidePartnersFooter: true,
      title: t('Réservez vos 24 Heures', 'Book your 24 Hours'),
      description: t('Une page pour réserver en un geste.', 'One page to book in one go.'),
      blocks: (locale) => [
        block(
          'landing-splash',
          'splash-text',
          {
            text:
              locale === 'fr'
                ? 'Le Mans, 13 et 14 juin. Soyez-y.'
                : 'Le Mans, 13 and 14 June. Be there.',
          },
          { tone: 'dark' },
        ),
        block('landing-tickets', 'highlighted-tickets', {
          secutixIds: ['24A-GA-WEEKEND', '24A-GRANDSTAND'],
        }),
      ],
    },
  ];
}

function sisterHome(site: SiteId, options: SeedOptions): PageSpec {
  const titles = siteDefinitions[site].titles;
  return {
    identifier: 'home',
    paths: t('/', '/en'),
    layout: 'home',
    title: titles,
    description: t(`Le site officiel : ${titles.fr}.`, `The official site: ${titles.en}.`),
    blocks: (locale) => [
      block(`${site}-hero`, 'media-intro', {
        title: titles[locale],
        picture: {
          src: `${options.assetsUrl}/images/hero-${site}.svg`,
          alt: '',
          width: 1200,
          height: 675,
          sources: [],
        },
      }),
      block(`${site}-text`, 'title-text', {
        title: locale === 'fr' ? 'Bienvenue' : 'Welcome',
        text:
          locale === 'fr' ? `Toute l'actualité de ${titles.fr}.` : `All the news of ${titles.en}.`,
        kind: 'info',
      }),
    ],
  };
}

export function pages(options: SeedOptions): { page: Page; draft?: Page }[] {
  const result: { page: Page; draft?: Page }[] = [];
  for (const spec of carSitePages(options)) {
    for (const locale of locales) {
      const page = build('auto', spec, locale);
      // The car site's home has an unpublished version, for draft=1 with the preview token.
      const draft =
        spec.identifier === 'home'
          ? {
              ...page,
              meta: { ...page.meta, title: `[Brouillon] ${page.meta.title}` },
              blocks: [
                block('draft-splash', 'splash-text', {
                  text:
                    locale === 'fr'
                      ? 'Bientôt : la nouvelle page d’accueil'
                      : 'Coming soon: the new home page',
                }),
                ...page.blocks,
              ],
            }
          : undefined;
      result.push(draft ? { page, draft } : { page });
    }
  }
  for (const site of [
    'aco',
    'moto',
    'karting',
    'classic',
    'camions',
    'experience',
    'companion',
  ] as const) {
    for (const locale of locales)
      result.push({ page: build(site, sisterHome(site, options), locale) });
  }
  return result;
}
