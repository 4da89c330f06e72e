import { accountAtom, signedOut } from '@paddock/account';
import type { ContentClient } from '@paddock/api-clients';
import type { User } from '@paddock/api-clients/contracts';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { ticketingConfigAtom } from '../availability/ticketing-config.js';

export interface TicketingStoreOptions {
  /** The logged-in visitor (a member), or nobody. */
  user?: User | null | undefined;
  /** The content service to ask for availabilities; none (nothing fetched) by default. */
  content?: ContentClient | null | undefined;
  draft?: boolean | undefined;
}

/** A fresh Jotai store as the app sets it up for the ticketing lib: the account and the content client. */
export function ticketingStore({ user = null, content = null, draft }: TicketingStoreOptions = {}) {
  const store = createStore();
  store.set(accountAtom, user ? { user, token: 'test-token', isMember: true } : signedOut);
  store.set(ticketingConfigAtom, content ? { content, draft } : null);
  return store;
}

/** Renders `children` in their own store (made once), e.g. a story: `<TicketingTestStore user={…}>`. */
export function TicketingTestStore({
  children,
  ...options
}: TicketingStoreOptions & { children: ReactNode }) {
  const [store] = useState(() => ticketingStore(options));
  return <Provider store={store}>{children}</Provider>;
}
