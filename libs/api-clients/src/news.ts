// @paddock/api-clients/news: the news articles of the content service, its contracts, routes and
// client, for the site server and the services. A subpath of its own: the browser, which loads the
// main entry whole, never reads an article and so never carries these.
export * from './contracts/news.js';
export { createNewsClient, type NewsClient, type NewsClientOptions } from './clients/news.js';
