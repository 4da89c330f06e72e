import { accountAtom, signedOut } from '@paddock/account';
import type { CartClient, User } from '@paddock/api-clients';
import { createStore } from 'jotai';
import { checkoutStorageKey, type CheckoutState } from '../checkout/checkout-state.js';
import { cartConfigAtom, type CartNavigation } from '../config.js';
import { fakeCartClient } from './fake-cart-client.js';
import { fixtureShopHost } from './fixtures.js';

export interface CheckoutStoreOptions {
  /** The checkout state this browser has stored; nothing by default. */
  checkout?: CheckoutState;
  /** The cart service; an empty `fakeCartClient()` by default. */
  client?: CartClient;
  /** Hosts a shop URL may lead to; the fixtures' shop host by default. */
  shopAllowedHosts?: readonly string[];
  /** Ways of leaving; by default they do nothing (a story or test never leaves its page). */
  navigation?: Partial<CartNavigation>;
  /** The logged-in visitor; signed out by default. */
  user?: User;
  /** Whether `user` holds a current ACO1 membership; true by default (a member). */
  member?: boolean;
}

const stayHere = () => undefined;

/**
 * A fresh Jotai store as the app sets it up: the cart configured (a fake client, navigation that does
 * not leave the page), the visitor's account, and the checkout state stored in this browser.
 */
export function checkoutStore({
  checkout,
  client = fakeCartClient(),
  shopAllowedHosts = [fixtureShopHost],
  navigation = {},
  user,
  member = true,
}: CheckoutStoreOptions = {}) {
  const store = createStore();
  store.set(cartConfigAtom, {
    client,
    shopAllowedHosts,
    navigation: { assign: stayHere, navigate: stayHere, ...navigation },
  });
  store.set(
    accountAtom,
    user ? { user, token: 'token-of-the-fixture-member', isMember: member } : signedOut,
  );
  // What a previous visit stored: read when the page mounts, as in the browser.
  try {
    if (checkout) localStorage.setItem(checkoutStorageKey, JSON.stringify(checkout));
    else localStorage.removeItem(checkoutStorageKey);
  } catch (error) {
    console.error('Could not seed the checkout state', error);
  }
  return store;
}
