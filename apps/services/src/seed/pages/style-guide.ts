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
