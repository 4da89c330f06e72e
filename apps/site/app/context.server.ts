import { randomBytes } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { previewSessionToken, type Block } from '@paddock/api-clients/contracts';
import { createI18n, localeFromPath, type Locale } from '@paddock/i18n';
import { createStore } from 'jotai';
import { createContext, RouterContextProvider } from 'react-router';
import { config, type Config } from './config.server';
import { catalogs } from './i18n';
import { readFlags } from './lib/flags';

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
  /** The visitor's own preview session (its cookie), which alone unlocks drafts; never the site's. */
  previewSession: string | undefined;
  /** When (Date.now() ms) this response stops waiting on the content service (CONTENT_WAIT_MS). */
  contentDeadline: number;
  /**
   * Set when a content call outlived the wait: the page went out without that answer (the cache's, or
   * nothing), so neither the HTML cache nor a CDN may keep it.
   */
  late: boolean;
  /** Render the whole document before sending it (crawlers, the HTML cache), not the shell first. */
  whole: boolean;
  /**
   * The page's static blocks, whole, by id: the page's data carries only their frame (the browser keeps
   * their server HTML), so the server's render reads them here (`ServerBlocksContext`).
   */
  serverBlocks: Map<string, Block>;
  /**
   * The folders of the page's interactive lazy block types, whose messages its HTML brings beside the
   * frame's (`pageMessages`): set by the page's loader.
   */
  messageBlocks: string[];
}

export interface RequestOptions {
  nonce?: string;
  /** The preview cookie's value, as the request carried it (checked here, verified by the service). */
  previewSession?: string | undefined;
  whole?: boolean;
}

/** The cookie that holds a previewer's session (set by `/_preview`, sent back by the browser). */
export const previewCookie = 'pdk_preview';

/** The preview session a request's Cookie header carries, if any. */
export function previewSessionOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() === previewCookie) return value.join('=').trim() || undefined;
  }
  return undefined;
}

/** Loaders read it with `context.get(requestContext)`. */
export const requestContext = createContext<RequestContext>();

export function createRequestContext(
  url: URL,
  {
    nonce = randomBytes(16).toString('base64'),
    previewSession,
    whole = false,
  }: RequestOptions = {},
): RequestContext {
  const locale = localeFromPath(url.pathname);
  const { debugWording } = readFlags(url.searchParams);
  return {
    config,
    locale,
    i18n: createI18n(locale, catalogs, { debugWording }),
    store: createStore(),
    nonce,
    previewSession: previewSessionToken.safeParse(previewSession).success
      ? previewSession
      : undefined,
    contentDeadline: Date.now() + config.contentWait,
    late: false,
    whole,
    serverBlocks: new Map(),
    messageBlocks: [],
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
export function createLoadContext(url: URL, options: RequestOptions = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, createRequestContext(documentUrl(url), options));
  return context;
}
