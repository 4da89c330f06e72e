import type { ContentClient } from '@paddock/api-clients';
import type { SiteId } from '@paddock/api-clients/contracts';
import type { ViewerProvider } from '@paddock/stadium-viewer';
import { atom } from 'jotai';

/** What the ticketing lib needs from the app: the content service's client, and whether to read drafts. */
export interface TicketingConfig {
  content: ContentClient;
  /** The page was asked for with `draft=1`. */
  draft?: boolean | undefined;
  /** The site whose venue the stand pickers draw (`venue/{site}`); 'auto' by default. */
  site?: SiteId | undefined;
  /** How the stadium is drawn: the built-in viewer by default, or the external 3D provider. */
  viewer?: ViewerProvider | undefined;
}

/** The site of the stand pickers' venue when the app does not say. */
export { defaultSite } from '@paddock/api-clients/content-config';

/** The viewer of the stand pickers when the app does not say. */
export const defaultViewer: ViewerProvider = { kind: 'builtin' };

/** Set once by the app (from its public config); until then nothing is fetched. */
export const ticketingConfigAtom = atom<TicketingConfig | null>(null);
