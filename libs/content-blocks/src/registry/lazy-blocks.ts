import type { BlockType } from '@paddock/api-clients/contracts';
import type { BlockModule } from './block-modules.js';

/**
 * The block types whose code loads with the first page that shows one, each the `import()` of its
 * module: `src/<folder>/<folder>.tsx` (`blockFolder`), which exports the type's component under its
 * name (`BlockComponentName`: `sea-projects` → `SeaProjects`). `blockRegistry` makes each a lazy block
 * type (`defineBlockModule`).
 *
 * One short line per type, and no component or data type here: a bundle that carries this table pays
 * for each entry (its chunk's name and the chunks to preload with it). The site's browser carries none
 * of it: its server names the chunks of each page's lazy types (see the site's vite/block-chunks.ts).
 */
export const lazyBlockModules = {
  PUSH_EDITO: () => import('../push-edito/push-edito.js'),
  animation: () => import('../animation/animation.js'),
  'trophy-list': () => import('../trophy-list/trophy-list.js'),
  'sea-projects': () => import('../sea-projects/sea-projects.js'),
  'sea-presentation': () => import('../sea-presentation/sea-presentation.js'),
  'centered-title-text': () => import('../centered-title-text/centered-title-text.js'),
  'sea-palmares': () => import('../sea-palmares/sea-palmares.js'),
  'image-text-grid': () => import('../image-text-grid/image-text-grid.js'),
  'delegations-territoriales': () =>
    import('../delegations-territoriales/delegations-territoriales.js'),
  'entity-presentation-sheet': () =>
    import('../entity-presentation-sheet/entity-presentation-sheet.js'),
  'seminar-activity-filter': () => import('../seminar-activity-filter/seminar-activity-filter.js'),
  'seminar-configurator': () => import('../seminar-configurator/seminar-configurator.js'),
  'seminar-map': () => import('../seminar-map/seminar-map.js'),
  services: () => import('../services/services.js'),
  'event-locator': () => import('../event-locator/event-locator.js'),
  'experience-app-push': () => import('../experience-app-push/experience-app-push.js'),
  'mosaic-blocks': () => import('../mosaic-blocks/mosaic-blocks.js'),
  'live-auto': () => import('../live-auto/live-auto.js'),
  'live-moto': () => import('../live-moto/live-moto.js'),
  drivers: () => import('../drivers/drivers.js'),
  'rss-feed-list': () => import('../rss-feed-list/rss-feed-list.js'),
  'lemans-category': () => import('../lemans-category/lemans-category.js'),
  'legacy-hospitality-list': () => import('../legacy-hospitality-list/legacy-hospitality-list.js'),
  'splash-text': () => import('../splash-text/splash-text.js'),
  'modal-grid': () => import('../modal-grid/modal-grid.js'),
  'basic-card-grid': () => import('../basic-card-grid/basic-card-grid.js'),
  'figures-text-push': () => import('../figures-text-push/figures-text-push.js'),
  governance: () => import('../governance/governance.js'),
  'key-figures': () => import('../key-figures/key-figures.js'),
  'ticketing-summary': () => import('../ticketing-summary/ticketing-summary.js'),
  'ticket-perks': () => import('../ticket-perks/ticket-perks.js'),
  'title-text-push': () => import('../title-text-push/title-text-push.js'),
  'mixed-contributor-block': () => import('../mixed-contributor-block/mixed-contributor-block.js'),
  'menu-tickets': () => import('../menu-tickets/menu-tickets.js'),
  'media-intro': () => import('../media-intro/media-intro.js'),
  'hover-cards': () => import('../hover-cards/hover-cards.js'),
  'hospitality-category': () => import('../hospitality-category/hospitality-category.js'),
  form: () => import('../form/form.js'),
  'event-list': () => import('../event-list/event-list.js'),
  'category-links': () => import('../category-links/category-links.js'),
  'ticket-page': () => import('../ticket-page/ticket-page.js'),
  'highlighted-tickets': () => import('../highlighted-tickets/highlighted-tickets.js'),
  'tickets-grid-with-filters': () =>
    import('../tickets-grid-with-filters/tickets-grid-with-filters.js'),
  'intro-shop': () => import('../intro-shop/intro-shop.js'),
  'tickets-menu': () => import('../tickets-menu/tickets-menu.js'),
  'strate-ticketing-pushes': () => import('../strate-ticketing-pushes/strate-ticketing-pushes.js'),
  'tickets-comparator': () => import('../tickets-comparator/tickets-comparator.js'),
  program: () => import('../program/program.js'),
  'program-full': () => import('../program-full/program-full.js'),
  hospitalities: () => import('../hospitalities/hospitalities.js'),
  'cross-sell': () => import('../cross-sell/cross-sell.js'),
  youtube: () => import('../youtube/youtube.js'),
  iframe: () => import('../iframe/iframe.js'),
  gallery: () => import('../gallery/gallery.js'),
  'social-wall': () => import('../social-wall/social-wall.js'),
  'shared-content': () => import('../shared-content/shared-content.js'),
  'event-card-slider': () => import('../event-card-slider/event-card-slider.js'),
  partners: () => import('../partners/partners.js'),
  'news-section': () => import('../news-section/news-section.js'),
  'news-full': () => import('../news-full/news-full.js'),
  editorial: () => import('../editorial/editorial.js'),
  'card-description-list': () => import('../card-description-list/card-description-list.js'),
  'alternating-list': () => import('../alternating-list/alternating-list.js'),
} satisfies { readonly [Type in BlockType]?: () => Promise<BlockModule<Type>> };

/** A block type whose code loads with the first page that shows one. */
export type LazyBlockType = keyof typeof lazyBlockModules;
