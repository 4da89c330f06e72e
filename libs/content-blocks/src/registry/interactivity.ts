import type { Block, BlockType } from '@paddock/api-clients/contracts';

/**
 * Whether a block needs JavaScript in the browser: `true` for a type whose component holds state,
 * effects or event handlers (or a part that does: a slider, the shop, a consent facade, live data);
 * `false` for a type that is only HTML, which the browser never loads or hydrates (the server's HTML
 * stays as it is); or a rule over the block's data for a type that is interactive in some layouts only.
 *
 * Every type answers (the `satisfies` fails to compile when a type is missing); the block generator
 * asks the question and writes the line.
 */
export const blockInteractivity = {
  PUSH_EDITO: false,
  'alternating-list': false,
  animation: true,
  'basic-card-grid': false,
  'card-description-list': false,
  'category-links': false,
  'centered-title-text': false,
  'cross-sell': true,
  'delegations-territoriales': true,
  drivers: true,
  editorial: false,
  'entity-presentation-sheet': false,
  'event-card-slider': true,
  'event-list': true,
  'event-locator': true,
  'experience-app-push': false,
  'figures-text-push': false,
  form: true,
  gallery: true,
  governance: false,
  'highlighted-tickets': true,
  hospitalities: true,
  'hospitality-category': true,
  'hover-cards': true,
  iframe: true,
  'image-text-grid': false,
  'intro-shop': false,
  'key-figures': false,
  'legacy-hospitality-list': true,
  'lemans-category': true,
  'live-auto': true,
  'live-moto': true,
  'media-intro': true,
  'menu-tickets': true,
  'mixed-contributor-block': false,
  'modal-grid': true,
  'mosaic-blocks': false,
  'news-full': true,
  'news-section': false,
  partners: false,
  program: true,
  'program-full': true,
  'rich-text': false,
  // The site server attaches its feed when the service gave it; without, the browser asks.
  'rss-feed-list': (block) => !isRecord(block.data['feed']),
  'sea-palmares': true,
  'sea-presentation': false,
  'sea-projects': true,
  'seminar-activity-filter': true,
  'seminar-configurator': true,
  'seminar-map': true,
  services: true,
  // Only its history slider scrolls with buttons; its other layouts are text and pictures.
  'shared-content': (block) => block.data['layout'] === 'sc-history-slider',
  // The site server attaches its posts when the service gave them; without, the browser asks.
  'social-wall': (block) => !Array.isArray(block.data['posts']),
  'splash-text': false,
  'strate-ticketing-pushes': false,
  'ticket-page': true,
  'ticket-perks': false,
  'ticketing-summary': true,
  'tickets-comparator': false,
  'tickets-grid-with-filters': true,
  'tickets-menu': false,
  title: false,
  'title-text': false,
  'title-text-push': false,
  'trophy-list': true,
  youtube: true,
} as const satisfies Record<BlockType, boolean | ((block: Block) => boolean)>;

function isRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the browser must load and hydrate this block (see `blockInteractivity`). */
export function isInteractive(block: Block): boolean {
  // Own keys only: a type from the CMS is data. An unknown type renders nothing anyway.
  if (!Object.hasOwn(blockInteractivity, block.type)) return true;
  const rule: boolean | ((block: Block) => boolean) = blockInteractivity[block.type];
  return typeof rule === 'function' ? rule(block) : rule;
}
