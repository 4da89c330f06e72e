import { randomBytes } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { createI18n, localeFromPath, type Locale } from '@paddock/i18n';
import { createStore } from 'jotai';
import { createContext, RouterContextProvider } from 'react-router';
import { config, type Config } from './config.server';
import { catalogs } from './i18n';

/**
 * What every request carries through loaders and the render: the config, the locale of its URL, its own
 * Lingui instance and its own Jotai store (nothing is shared between two visitors).
 */
export interface RequestContext {
  config: Config;
  locale: Locale;
  i18n: I18n;
  store: ReturnType<typeof createStore>;
  /** The Content-Security-Policy nonce of this response's scripts. */
  nonce: string;
}

/** Loaders read it with `context.get(requestContext)`. */
export const requestContext = createContext<RequestContext>();

export function createRequestContext(
  url: URL,
  { nonce = randomBytes(16).toString('base64') } = {},
): RequestContext {
  const locale = localeFromPath(url.pathname);
  const debugWording = url.searchParams.get('debugWording') === 'true';
  return {
    config,
    locale,
    i18n: createI18n(locale, catalogs, { debugWording }),
    store: createStore(),
    nonce,
  };
}

/**
 * The page a request is for: client navigations ask React Router for `/en/news.data`, and for
 * `/_root.data` when they go to `/`.
 */
export function documentUrl(url: URL): URL {
  const page = new URL(url);
  page.pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/') || '/';
  return page;
}

/** React Router's context of one request, holding its RequestContext. */
export function createLoadContext(
  url: URL,
  options: { nonce?: string } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, createRequestContext(documentUrl(url), options));
  return context;
}
