/**
 * The visitor's consent: which optional categories of SPEC §2's consent manager they allow. Necessary
 * storage needs no consent; audience measurement (the tag manager) and marketing (the social pixel, video
 * and social embeds) load only once allowed. The choice is kept in a first-party cookie for 180 days.
 */

import { watchHashLinks } from './hash-links.js';

export const consentCategories = ['necessary', 'audience', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
/** The categories a visitor may refuse. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const optionalCategories: readonly OptionalCategory[] = ['audience', 'marketing'];

export interface ConsentChoice {
  audience: boolean;
  marketing: boolean;
  /** When the visitor chose (ISO instant). */
  decidedAt: string;
  /** The version of the categories the visitor saw; a newer one asks again. */
  version: number;
}

export const CONSENT_COOKIE = 'pdk_consent';
export const CONSENT_VERSION = 1;
/** How long a choice is kept before the visitor is asked again. */
export const CONSENT_MAX_AGE_DAYS = 180;

/** The attribute of `<html>` that says, before any module runs, whether to ask (`ask`) or not (`chosen`). */
export const CONSENT_STATE_ATTRIBUTE = 'data-consent';

/**
 * A script for the document's head, run before the body is parsed: it marks `<html>` with
 * `data-consent="chosen"` when the visitor has the consent cookie, else `"ask"`. The server renders the
 * consent banner in every page (one cached page for everyone); its style shows it only under `ask`, so a
 * first visit sees it with the page's first paint and a returning visitor never sees it at all. Once
 * the page is interactive, the banner follows the stored choice itself (a cookie of an older version asks
 * again). Without JavaScript nothing is marked and no banner shows: its buttons could not work.
 */
export const consentStateScript = `document.documentElement.setAttribute('${CONSENT_STATE_ATTRIBUTE}',/(?:^|; )${CONSENT_COOKIE}=/.test(document.cookie)?'chosen':'ask')`;

/** Where the choice is kept: a cookie in the browser, anything in tests. */
export interface ConsentStorage {
  read(): string | null;
  write(value: string, maxAgeDays: number): void;
}

export interface ConsentStore {
  /** The visitor's choice, or null while they have not chosen. */
  choice(): ConsentChoice | null;
  allows(category: ConsentCategory): boolean;
  /** Records a choice for every optional category (the ones not given are refused). */
  decide(allowed: Partial<Record<OptionalCategory, boolean>>): void;
  acceptAll(): void;
  refuseAll(): void;
  /** Allows one more category, keeping the others as they are (e.g. 'play this video'). */
  allow(category: OptionalCategory): void;
  subscribe(listener: () => void): () => void;
  /** Asks the consent manager's preferences to open (`#cookie` links, 'manage preferences' buttons). */
  openPreferences(): void;
  onOpenPreferences(listener: () => void): () => void;
}

function parse(text: string | null): ConsentChoice | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { audience, marketing, decidedAt, version } = value as Record<string, unknown>;
    if (
      typeof audience !== 'boolean' ||
      typeof marketing !== 'boolean' ||
      typeof decidedAt !== 'string' ||
      version !== CONSENT_VERSION
    ) {
      return null;
    }
    return { audience, marketing, decidedAt, version };
  } catch {
    return null;
  }
}

export function createConsentStore(
  storage: ConsentStorage,
  now: () => Date = () => new Date(),
): ConsentStore {
  const read = () => {
    try {
      return storage.read();
    } catch {
      return null;
    }
  };
  // The stored text and its choice, read again when the text changes (another tab, a cleared cookie).
  let stored = read();
  let current = parse(stored);
  // A choice the storage refused: it holds for this page.
  let unsaved: ConsentChoice | null = null;
  const choice = () => {
    if (unsaved) return unsaved;
    const text = read();
    if (text !== stored) {
      stored = text;
      current = parse(text);
    }
    return current;
  };
  const listeners = new Set<() => void>();
  const openListeners = new Set<() => void>();

  const decide = (allowed: Partial<Record<OptionalCategory, boolean>>) => {
    const decided: ConsentChoice = {
      audience: allowed.audience ?? false,
      marketing: allowed.marketing ?? false,
      decidedAt: now().toISOString(),
      version: CONSENT_VERSION,
    };
    try {
      storage.write(JSON.stringify(decided), CONSENT_MAX_AGE_DAYS);
      unsaved = null;
      stored = read();
      current = decided;
    } catch (error) {
      unsaved = decided;
      console.error('The consent choice could not be stored', error);
    }
    for (const listener of [...listeners]) listener();
  };

  return {
    choice,
    allows: (category) => category === 'necessary' || (choice()?.[category] ?? false),
    decide,
    acceptAll: () => decide({ audience: true, marketing: true }),
    refuseAll: () => decide({}),
    allow: (category) =>
      decide({
        audience: choice()?.audience ?? false,
        marketing: choice()?.marketing ?? false,
        [category]: true,
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openPreferences() {
      for (const listener of [...openListeners]) listener();
    },
    onOpenPreferences(listener) {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
  };
}

/** The consent cookie of `doc`: first party, the whole site, Lax, Secure on https. */
export function cookieStorage(doc: Document): ConsentStorage {
  return {
    read() {
      const prefix = `${CONSENT_COOKIE}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found ? decodeURIComponent(found.slice(prefix.length)) : null;
    },
    write(value, maxAgeDays) {
      const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86_400}; Path=/; SameSite=Lax${secure}`;
    },
  };
}

let browserStore: ConsentStore | undefined;

/** The page's one consent store (in the browser; the server renders as if nothing were allowed). */
export function browserConsent(): ConsentStore {
  browserStore ??= createConsentStore(cookieStorage(document));
  return browserStore;
}

/** `#cookie` in a link or in the address opens the preferences (SPEC §2). */
export const COOKIE_HASH = '#cookie';

/**
 * Opens the preferences for `#cookie`: now when the address ends with it (then drops it from the
 * address), and on any click on a link whose address ends with it, on this page or another.
 * Returns the function that stops listening.
 */
export function watchCookieLinks(win: Window, open: () => void): () => void {
  return watchHashLinks(win, COOKIE_HASH, open);
}
