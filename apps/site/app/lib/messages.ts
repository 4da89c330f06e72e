import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocale, localeOrDefault, type Locale } from '@paddock/i18n';

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

/**
 * The text of the page's messages element: the server writes the messages; the browser, which read
 * them once (`browserI18n`) and hydrates or re-renders the document, keeps the text the server wrote
 * instead of serializing its catalog again (about 36 KB of JSON on every render of the document, in
 * the task that hydrates the page).
 */
export function messagesScriptText(messages: Messages): string {
  // The server's build only: the browser's ships no serializer.
  if (import.meta.env.SSR) return serializeMessages(messages);
  return document.getElementById(messagesElementId)?.textContent ?? '';
}

/** Where the browser finds a locale's messages (`debugWording` gives the wording keys). */
export function messagesUrl(locale: Locale, debugWording: boolean): string {
  return `/i18n/${locale}.json${debugWording ? '?debugWording=true' : ''}`;
}

let browser: { i18n: I18n; loaded: Set<Locale>; debugWording: boolean } | undefined;

/** The browser's Lingui, with the messages the server wrote into the page. */
export function browserI18n(): I18n {
  if (!browser) {
    const locale = localeOf(document.documentElement.lang);
    const element = document.getElementById(messagesElementId);
    const messages = JSON.parse(element?.textContent || '{}') as Messages;
    browser = {
      i18n: setupI18n({ locale, locales: intlLocale(locale), messages: { [locale]: messages } }),
      loaded: new Set([locale]),
      debugWording: new URLSearchParams(window.location.search).get('debugWording') === 'true',
    };
  }
  return browser.i18n;
}

/** Loads a locale's messages into the browser's Lingui, once, before a page in it renders. */
export async function ensureBrowserLocale(locale: Locale): Promise<void> {
  const i18n = browserI18n();
  if (!browser || browser.loaded.has(locale)) return;
  const response = await fetch(messagesUrl(locale, browser.debugWording));
  if (!response.ok) throw new Error(`No texts for ${locale}: ${response.status}`);
  i18n.load(locale, (await response.json()) as Messages);
  browser.loaded.add(locale);
}

function localeOf(lang: string): Locale {
  return localeOrDefault(lang);
}
