import type { Block } from '@paddock/api-clients/contracts';
import { blockFolder } from '@paddock/content-blocks';
import stylesheets from 'virtual:paddock/page-styles';

/**
 * The stylesheets a page of the route module `route` (`routes/page.tsx`, as in app/routes.ts) needs
 * beyond the root's, in cascade order: the route's, then those of the page's lazy block types, by the
 * folder of their module. A block type
 * needs no JavaScript of its own for its styles: the page's HTML brings them. None in development.
 */
export function pageStylesheets(route: string, blocks: readonly Block[] = []): string[] {
  const built = Object.keys(stylesheets.routes).length > 0;
  if (built && !Object.hasOwn(stylesheets.routes, route)) {
    throw new Error(`${route} is no route module of the build.`);
  }
  const hrefs = new Set<string>(stylesheets.routes[route] ?? []);
  for (const { type } of blocks) {
    for (const href of stylesheets.blocks[blockFolder(type)] ?? []) hrefs.add(href);
  }
  return [...hrefs];
}
