import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocale, localeOrDefault, type Locale } from '@paddock/i18n';
import { createContext } from 'react';

/**
 * The texts reach the browser as data, not JavaScript: the server writes the page's locale's messages
 * into the HTML, and the browser asks `/i18n/{locale}.json` for another locale when the visitor
 * switches to it.
 */
export const messagesElementId = 'pdk-messages';

/**
 * Messages that cannot change (frozen: the server's Lingui instances share each locale's, see
 * `createI18n`) as JSON, written once rather than on every request.
 */
const serialized = new WeakMap<Messages, string>();

/** The messages as the content of a JSON `<script>` element (no `<` to close it early). */
export function serializeMessages(messages: Messages): string {
  const kept = serialized.get(messages);
  if (kept !== undefined) return kept;
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  if (Object.isFrozen(messages)) serialized.set(messages, json);
  return json;
}

/** What the page's messages element holds: the JSON, and whether it is less than the whole locale. */
export interface PageMessages {
  text: string;
  /** Only the messages the page's browser code can show (app/lib/page-messages.server.ts). */
  partial: boolean;
}

/** The server's messages element for the document it renders (entry.server.tsx gives it). */
export const PageMessagesContext = createContext<PageMessages | undefined>(undefined);

/** The attribute that marks a messages element holding part of its locale. */
const partialAttribute = 'data-partial';

/**
 * The page's messages element: the server writes what its entry gives (by default, the whole catalog
 * of `messages`); the browser, which read them once (`browserI18n`) and hydrates or re-renders the
 * document, keeps what the server wrote instead of serializing its catalog again (about 36 KB of JSON
 * on every render of the document, in the task that hydrates the page).
 */
export function pageMessagesOf(
  messages: Messages,
  written: PageMessages | undefined,
): PageMessages & { attributes: Record<string, string> } {
  // The server's build only: the browser's ships no serializer.
  let page: PageMessages;
  if (import.meta.env.SSR) {
    page = written ?? { text: serializeMessages(messages), partial: false };
  } else {
    const element = document.getElementById(messagesElementId);
    page = {
      text: element?.textContent ?? '',
      partial: element?.hasAttribute(partialAttribute) ?? false,
    };
  }
  return { ...page, attributes: page.partial ? { [partialAttribute]: '' } : {} };
}

/** Where the browser finds a locale's messages (`debugWording` gives the wording keys). */
export function messagesUrl(locale: Locale, debugWording: boolean): string {
  return `/i18n/${locale}.json${debugWording ? '?debugWording=true' : ''}`;
}

let browser:
  | {
      i18n: I18n;
      /** The locales whose whole catalog is loaded. */
      complete: Set<Locale>;
      /** The loads under way. */
      loading: Map<Locale, Promise<void>>;
      debugWording: boolean;
    }
  | undefined;

/**
 * The browser's Lingui, with the messages the server wrote into the page: the whole locale, or (a
 * built site) those the page's code can show. Should a render ask for one the page lacks, the rest of
 * the locale loads and the texts render again; until then the message is empty, never its id.
 */
export function browserI18n(): I18n {
  if (!browser) {
    const locale = localeOf(document.documentElement.lang);
    const element = document.getElementById(messagesElementId);
    const messages = JSON.parse(element?.textContent || '{}') as Messages;
    const state = {
      i18n: setupI18n({
        locale,
        locales: intlLocale(locale),
        messages: { [locale]: messages },
        missing: (missingLocale, id) => {
          const known = localeOrDefault(missingLocale);
          if (state.complete.has(known)) return id;
          void ensureBrowserLocale(known).catch(() => undefined);
          return '';
        },
      }),
      complete: new Set<Locale>(element?.hasAttribute(partialAttribute) ? [] : [locale]),
      loading: new Map<Locale, Promise<void>>(),
      debugWording: new URLSearchParams(window.location.search).get('debugWording') === 'true',
    };
    browser = state;
  }
  return browser.i18n;
}

/**
 * Loads a locale's whole catalog into the browser's Lingui, once, before a page in it renders (a
 * client-side navigation, another locale) or when a render asked for a message the page lacked.
 */
export async function ensureBrowserLocale(locale: Locale): Promise<void> {
  const i18n = browserI18n();
  const state = browser;
  if (!state || state.complete.has(locale)) return;
  const loading =
    state.loading.get(locale) ??
    (async () => {
      try {
        const response = await fetch(messagesUrl(locale, state.debugWording));
        if (!response.ok) throw new Error(`No texts for ${locale}: ${response.status}`);
        i18n.load(locale, (await response.json()) as Messages);
        state.complete.add(locale);
      } finally {
        state.loading.delete(locale);
      }
    })();
  state.loading.set(locale, loading);
  return loading;
}

function localeOf(lang: string): Locale {
  return localeOrDefault(lang);
}
