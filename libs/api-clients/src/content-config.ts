import { atom } from 'jotai';
import type { ContentClient } from './clients/content.js';
import type { SiteId } from './contracts/index.js';

/**
 * The content service as the app configured it for the browser: its client, whether the page was
 * asked for with `draft=1`, and its site. Read by the libs that call the content service after
 * hydration (the ticket lib's availabilities and stands, the live and form blocks).
 */
export interface ContentConfig {
  content: ContentClient;
  /** The page was asked for with `draft=1`. */
  draft?: boolean | undefined;
  /** The site whose data is asked for (`live/{site}`, `venue/{site}`…); `defaultSite` when absent. */
  site?: SiteId | undefined;
}

/** The site asked for when the app does not say. */
export const defaultSite: SiteId = 'auto';

/** Set once by the app (from its public config); until then nothing is fetched. */
export const contentConfigAtom = atom<ContentConfig | null>(null);
