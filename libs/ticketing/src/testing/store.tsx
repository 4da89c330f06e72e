import { accountAtom, signedOut, type AccountState } from '@paddock/account';
import type { CartClient, ContentClient } from '@paddock/api-clients';
import type { SiteId, User } from '@paddock/api-clients/contracts';
import { checkoutStore } from '@paddock/cart/testing';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { ticketingConfigAtom } from '../availability/ticketing-config.js';

export interface TicketingStoreOptions {
  /** The logged-in visitor, or nobody. */
  user?: User | null | undefined;
  /** Whether `user` holds a current ACO1 membership; true by default (a member). */
  member?: boolean | undefined;
  /** The membership `user` held last (e.g. an ended one); none by default. */
  membership?: AccountState['membership'];
  /** The content service to ask for availabilities and stands; none (nothing fetched) by default. */
  content?: ContentClient | null | undefined;
  draft?: boolean | undefined;
  /** The site whose venue the stand pickers draw; 'auto' by default. */
  site?: SiteId | undefined;
  /**
   * A cart service to add to (e.g. `fakeCartClient()` of @paddock/cart/testing): the cart is then
   * configured as `checkoutStore` does, with nothing stored in this browser. None by default.
   */
  cart?: CartClient | undefined;
}

/** A fresh Jotai store as the app sets it up for the ticketing lib: the account, the content client, the cart. */
export function ticketingStore({
  user = null,
  member = true,
  membership = null,
  content = null,
  draft,
  site,
  cart,
}: TicketingStoreOptions = {}) {
  const store = cart
    ? checkoutStore({ client: cart, user: user ?? undefined, member })
    : createStore();
  store.set(
    accountAtom,
    user ? { user, token: 'test-token', isMember: member, membership } : signedOut,
  );
  store.set(ticketingConfigAtom, content ? { content, draft, site } : null);
  return store;
}

/** Renders `children` in their own store (made once), e.g. a story: `<TicketingTestStore …>`. */
export function TicketingTestStore({
  children,
  ...options
}: TicketingStoreOptions & { children: ReactNode }) {
  const [store] = useState(() => ticketingStore(options));
  return <Provider store={store}>{children}</Provider>;
}
