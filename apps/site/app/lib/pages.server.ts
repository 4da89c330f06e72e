import type { Page, PageSummary } from '@paddock/api-clients';
import { localeFromPath } from '@paddock/i18n';
import type { SiteContent } from './content.server';
import { sitePath } from './site-path';

export type PageLookup =
  /** The page, and the site's pages it was found among (for links to other pages). */
  | { kind: 'page'; page: Page; pages: PageSummary[] }
  | { kind: 'not-found' }
  /** The content service did not answer: render the frame, never a blank page, and never cache it. */
  | { kind: 'unavailable' };

/** The page living at `pathname`, found through the site's pages and their localized paths. */
export async function findPage(content: SiteContent, pathname: string): Promise<PageLookup> {
  const path = sitePath(pathname);
  const locale = localeFromPath(path);
  const pages = await content.pages();
  if (!pages) return { kind: 'unavailable' };
  const summary = pages.find((each) => each.localizedPaths[locale] === path);
  if (!summary) return { kind: 'not-found' };
  const page = await content.page(summary.identifier);
  return page ? { kind: 'page', page, pages } : { kind: 'unavailable' };
}
