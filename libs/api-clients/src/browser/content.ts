// @paddock/api-clients/browser/content: the content service's client for the browser alone, so that a page
// loads the code of the clients it calls and no other (see browser.ts).
import type { ContentClient, ContentClientOptions } from '../clients/content.js';
import { makeContentClient } from '../clients/content.js';
import { contentRouteTable } from '../route-tables/content.js';

/** The content service's client; answers taken as typed. */
export function createContentClient(options: ContentClientOptions): ContentClient {
  return makeContentClient(contentRouteTable, options);
}
