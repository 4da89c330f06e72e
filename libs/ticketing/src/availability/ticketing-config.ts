import type { ContentClient } from '@paddock/api-clients';
import { atom } from 'jotai';

/** What the ticketing lib needs from the app: the content service's client, and whether to read drafts. */
export interface TicketingConfig {
  content: ContentClient;
  /** The page was asked for with `draft=1`. */
  draft?: boolean | undefined;
}

/** Set once by the app (from its public config); until then nothing is fetched. */
export const ticketingConfigAtom = atom<TicketingConfig | null>(null);
