// @paddock/content-blocks/server: for the site server only. It brings DOMPurify on jsdom, which the
// browser never loads: the blocks arrive there already sanitized.
export { sanitizeBlocks, sanitizeHtml } from './sanitize.js';
export { prepareBlocks, type PrepareOptions } from './validate.js';
export {
  attachPackages,
  attachPartners,
  hasPartnersBlock,
  attachTickets,
  packageIdsOf,
  ticketBlockTypes,
  ticketIdsOf,
} from './tickets.js';
export {
  newsArticlePage,
  newsArticleTexts,
  newsCardOf,
  type NewsArticlePageOptions,
} from './news-article.js';
export { islandBlocks, type IslandOptions, type Islands } from './islands.js';
export {
  attachLiveData,
  liveDataOf,
  type LiveData,
  type LiveReads,
  type LiveTimingSite,
} from './live-data.js';
export type { SocialPostsQuery } from '../social-wall/social-posts-query.js';
export type { NewsFeedQuery } from '../rss-feed-list/news-feed-query.js';
