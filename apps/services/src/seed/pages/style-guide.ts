/**
 * The style guide: one page per locale that shows an example of every block type the site renders, for
 * editors and designers (and the end-to-end and Lighthouse runs). The block generator
 * (`nx g @paddock/workspace-plugin:block <type>`) adds each new type's example here.
 */
import type { Block, Locale } from '@paddock/api-clients/contracts';
import type { SiteId } from '@paddock/api-clients/contracts';
import { autoPaths } from '../paths';
import { block, t, type PageDef } from './build';

type Example = (locale: Locale) => {
  data: Block['data'];
  variants?: Pick<Block, 'style' | 'tone'>;
};

/** An example of each block type, by type. */
export const blockExamples: Record<string, Example> = {
  title: (locale) => ({ data: { title: t(locale, 'Titre de section', 'Section title') } }),
  'title-text': (locale) => ({
    data: {
      kind: 'info',
      title: t(locale, 'Bon à savoir', 'Good to know'),
      text: t(
        locale,
        'Les portes ouvrent à 8 h. Les navettes partent de la gare toutes les dix minutes.',
        'Gates open at 8 am. Shuttles leave the station every ten minutes.',
      ),
    },
    variants: { tone: 'light' },
  }),
  'rich-text': (locale) => ({
    data: {
      html: t(
        locale,
        '<h2>Texte enrichi</h2><p>Un paragraphe avec un <a href="/fr/programme">lien vers le programme</a>, du <strong>gras</strong> et une liste :</p><ul><li>un</li><li>deux</li></ul>',
        '<h2>Rich text</h2><p>A paragraph with a <a href="/en/schedule">link to the schedule</a>, some <strong>bold</strong> and a list:</p><ul><li>one</li><li>two</li></ul>',
      ),
    },
  }),
  'category-links': (locale) => ({
    data: {
      title: t(locale, 'CategoryLinks (exemple)', 'CategoryLinks (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'event-list': (locale) => ({
    data: {
      title: t(locale, 'EventList (exemple)', 'EventList (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  form: (locale) => ({
    data: {
      title: t(locale, 'Form (exemple)', 'Form (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'hospitality-category': (locale) => ({
    data: {
      title: t(locale, 'HospitalityCategory (exemple)', 'HospitalityCategory (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'hover-cards': (locale) => ({
    data: {
      title: t(locale, 'HoverCards (exemple)', 'HoverCards (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'media-intro': (locale) => ({
    data: {
      title: t(locale, 'MediaIntro (exemple)', 'MediaIntro (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'menu-tickets': (locale) => ({
    data: {
      title: t(locale, 'MenuTickets (exemple)', 'MenuTickets (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'mixed-contributor-block': (locale) => ({
    data: {
      title: t(locale, 'MixedContributorBlock (exemple)', 'MixedContributorBlock (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'title-text-push': (locale) => ({
    data: {
      title: t(locale, 'TitleTextPush (exemple)', 'TitleTextPush (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'ticket-perks': (locale) => ({
    data: {
      title: t(locale, 'TicketPerks (exemple)', 'TicketPerks (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'ticketing-summary': (locale) => ({
    data: {
      title: t(locale, 'TicketingSummary (exemple)', 'TicketingSummary (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'key-figures': (locale) => ({
    data: {
      title: t(locale, 'KeyFigures (exemple)', 'KeyFigures (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  governance: (locale) => ({
    data: {
      title: t(locale, 'Governance (exemple)', 'Governance (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'figures-text-push': (locale) => ({
    data: {
      title: t(locale, 'FiguresTextPush (exemple)', 'FiguresTextPush (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'basic-card-grid': (locale) => ({
    data: {
      title: t(locale, 'BasicCardGrid (exemple)', 'BasicCardGrid (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'modal-grid': (locale) => ({
    data: {
      title: t(locale, 'ModalGrid (exemple)', 'ModalGrid (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'splash-text': (locale) => ({
    data: {
      title: t(locale, 'SplashText (exemple)', 'SplashText (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'legacy-hospitality-list': (locale) => ({
    data: {
      title: t(locale, 'LegacyHospitalityList (exemple)', 'LegacyHospitalityList (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'lemans-category': (locale) => ({
    data: {
      title: t(locale, 'LemansCategory (exemple)', 'LemansCategory (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'rss-feed-list': (locale) => ({
    data: {
      title: t(locale, 'RssFeedList (exemple)', 'RssFeedList (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  drivers: (locale) => ({
    data: {
      title: t(locale, 'Drivers (exemple)', 'Drivers (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'live-moto': (locale) => ({
    data: {
      title: t(locale, 'LiveMoto (exemple)', 'LiveMoto (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'live-auto': (locale) => ({
    data: {
      title: t(locale, 'LiveAuto (exemple)', 'LiveAuto (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'mosaic-blocks': (locale) => ({
    data: {
      title: t(locale, 'MosaicBlocks (exemple)', 'MosaicBlocks (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'experience-app-push': (locale) => ({
    data: {
      title: t(locale, 'ExperienceAppPush (exemple)', 'ExperienceAppPush (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'event-locator': (locale) => ({
    data: {
      title: t(locale, 'EventLocator (exemple)', 'EventLocator (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  services: (locale) => ({
    data: {
      title: t(locale, 'Services (exemple)', 'Services (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'seminar-map': (locale) => ({
    data: {
      title: t(locale, 'SeminarMap (exemple)', 'SeminarMap (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'seminar-configurator': (locale) => ({
    data: {
      title: t(locale, 'SeminarConfigurator (exemple)', 'SeminarConfigurator (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'seminar-activity-filter': (locale) => ({
    data: {
      title: t(locale, 'SeminarActivityFilter (exemple)', 'SeminarActivityFilter (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'entity-presentation-sheet': (locale) => ({
    data: {
      title: t(locale, 'EntityPresentationSheet (exemple)', 'EntityPresentationSheet (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'delegations-territoriales': (locale) => ({
    data: {
      title: t(locale, 'DelegationsTerritoriales (exemple)', 'DelegationsTerritoriales (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'image-text-grid': (locale) => ({
    data: {
      title: t(locale, 'ImageTextGrid (exemple)', 'ImageTextGrid (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'sea-palmares': (locale) => ({
    data: {
      title: t(locale, 'SeaPalmares (exemple)', 'SeaPalmares (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'centered-title-text': (locale) => ({
    data: {
      title: t(locale, 'CenteredTitleText (exemple)', 'CenteredTitleText (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'sea-presentation': (locale) => ({
    data: {
      title: t(locale, 'SeaPresentation (exemple)', 'SeaPresentation (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'sea-projects': (locale) => ({
    data: {
      title: t(locale, 'SeaProjects (exemple)', 'SeaProjects (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  'trophy-list': (locale) => ({
    data: {
      title: t(locale, 'TrophyList (exemple)', 'TrophyList (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  animation: (locale) => ({
    data: {
      title: t(locale, 'Animation (exemple)', 'Animation (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  PUSH_EDITO: (locale) => ({
    data: {
      title: t(locale, 'PushEdito (exemple)', 'PushEdito (example)'),
      text: t(locale, 'Un texte d’exemple.', 'An example text.'),
    },
  }),
  // The generator adds new types' examples above this line.
};

/** Types whose example is the first block of that type on the site's other pages. */
export const seededExamples: string[] = [
  'alternating-list',
  'card-description-list',
  'editorial',
  'news-full',
  'news-section',
  'partners',
  'event-card-slider',
  'shared-content',
  'social-wall',
  'gallery',
  'iframe',
  'youtube',
  'cross-sell',
  'hospitalities',
  'program-full',
  'program',
  'tickets-comparator',
  'strate-ticketing-pushes',
  'tickets-menu',
  'intro-shop',
];

/**
 * The style guide of `site`: a title, then every example above, then the seeded examples found on
 * `others` (the site's other pages).
 */
export function styleGuidePage(site: SiteId, others: readonly PageDef[]): PageDef {
  return {
    identifier: 'style-guide',
    site,
    paths: autoPaths.styleGuide,
    layout: 'default',
    crawlable: false,
    hidePartnersFooter: true,
    content: (locale) => ({
      title: t(locale, 'Guide de style des blocs', 'Block style guide'),
      description: t(
        locale,
        'Un exemple de chaque bloc de contenu du site.',
        'An example of every content block of the site.',
      ),
      blocks: [
        block('guide-titre', 'title', {
          title: t(locale, 'Guide de style des blocs', 'Block style guide'),
          level: 1,
        }),
        ...Object.entries(blockExamples).map(([type, example]) => {
          const { data, variants } = example(locale);
          return block(`exemple-${type}`, type as Block['type'], data, variants);
        }),
        ...seededExamples.flatMap((type) => {
          const found = others
            .flatMap((page) => page.content(locale).blocks)
            .find((each) => each.type === type);
          return found ? [{ ...found, id: `exemple-${type}`, anchor: undefined }] : [];
        }),
      ],
    }),
  };
}
