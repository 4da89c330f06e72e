import { isIosDevice } from './payment/shop-url.js';
import type { CartClient } from '@paddock/api-clients';
import { atom } from 'jotai';

/**
 * How the browser leaves for the next step. Injected so that the app can hand over its router, and
 * tests and stories can see which way was taken without leaving the page.
 */
export interface CartNavigation {
  /** Same-window, full-page navigation: `window.location.assign` by default. */
  assign: (url: string) => void;
  /**
   * Router-style navigation: what iOS devices use to reach the external shop, and how the site goes to
   * its own informations page. By default `window.location.href = url`; the app passes its router's.
   */
  navigate: (url: string) => void;
  /** Whether this is an iOS device (iPhone, iPod, iPad, iPadOS as a desktop Safari); read from `navigator`. */
  isIos: () => boolean;
}

/** What the cart lib needs from the app. */
export interface CartConfig {
  /** The cart service's client (`createCartClient` of @paddock/api-clients). */
  client: CartClient;
  /**
   * Hostnames a cart's `shopUrl` may lead to (exact match, http or https), e.g. `['shop.example.org']`;
   * any other host is refused rather than followed.
   */
  shopAllowedHosts: readonly string[];
  /** Replaces some of the ways of leaving (see `CartNavigation`); the browser's by default. */
  navigation?: Partial<CartNavigation> | undefined;
}

/** Set once by the app (from its public config) before anything is added to the cart. */
export const cartConfigAtom = atom<CartConfig | null>(null);

const browserNavigation: CartNavigation = {
  assign: (url) => window.location.assign(url),
  navigate: (url) => {
    window.location.href = url;
  },
  isIos: () => isIosDevice(navigator),
};

/** The ways of leaving of a config: the browser's, with what the app replaced. */
export const navigationOf = (config: CartConfig | null): CartNavigation => ({
  ...browserNavigation,
  ...config?.navigation,
});
