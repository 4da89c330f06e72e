/**
 * The site's configuration: the only module that reads the environment. Every variable has a default
 * that points at the local services, so `npm start` works on a fresh machine.
 */
import { siteId, type SiteId } from '@paddock/api-clients/contracts';
import * as z from 'zod/mini';

const url = z.url();
const milliseconds = z.coerce.number().check(z.int(), z.positive());

/** A comma-separated list, `fallback` when unset: its items trimmed, empty ones left out. */
const commaList = (fallback: string) =>
  z.pipe(
    z._default(z.string(), fallback),
    z.transform((list: string) =>
      list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  );

const environment = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  /** Where the site server listens. */
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(65535)), 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  /**
   * The site's public origin (scheme, host, port): every absolute URL the site writes (canonical,
   * hreflang, og:url, sitemaps, robots.txt) starts with it, never with a request's Host. Default
   * `http://localhost:{PORT}`.
   */
  PUBLIC_ORIGIN: z.optional(z.url({ protocol: /^https?$/ })),
  /** Which universe this server renders. */
  SITE_ID: z._default(siteId, 'auto'),
  /** Origin of the main site (the way back of the not-found view); empty means this site. */
  MAIN_SITE_URL: z._default(z.union([url, z.literal('')]), ''),
  CONTENT_API_URL: z._default(url, 'http://localhost:3100/content'),
  CART_API_URL: z._default(url, 'http://localhost:3100/cart'),
  ACCOUNT_API_URL: z._default(url, 'http://localhost:3100/account'),
  /** The external account site (create account, edit account, forgot password). */
  ACCOUNT_SITE_URL: z._default(url, 'http://localhost:3100/account'),
  /** The real-time event stream, `{host}/{siteIdentifier}`. */
  EVENTS_URL: z._default(url, 'http://localhost:3100/events'),
  /** Hosts an external shop URL of a cart may point at, comma separated. */
  SHOP_ALLOWED_HOSTS: commaList('localhost'),
  /** Origins the CMS's embeds (video, map and iframe blocks) may frame, comma separated. */
  EMBED_ORIGINS: commaList('https://www.youtube-nocookie.com,https://plan.24h-lemans.example'),
  /** The tag manager (audience measurement, with consent); an empty id: no tag manager. */
  GTM_ID: z._default(z.string(), 'GTM-PADDOCK'),
  GTM_SCRIPT_URL: z._default(url, 'http://localhost:3100/content/assets/analytics/gtm.js'),
  /** The social pixel (marketing, with consent); an empty id: no pixel. */
  PIXEL_ID: z._default(z.string(), 'paddock-pixel'),
  PIXEL_SCRIPT_URL: z._default(url, 'http://localhost:3100/content/assets/analytics/pixel.js'),
  /** The organiser's domains: links to them are internal clicks, comma separated. */
  OWNED_DOMAINS: commaList(
    'lemans.org,24h-lemans.com,lemans-classic.com,lemans-karting.com,24h-camions.com',
  ),
  STADIUM_VIEWER: z._default(z.enum(['builtin', 'external']), 'builtin'),
  STADIUM_VIEWER_SCRIPT_URL: z._default(z.union([url, z.literal('')]), ''),
  /** The external provider's id of the circuit (with STADIUM_VIEWER=external). */
  STADIUM_VIEWER_VENUE_ID: z._default(z.string(), ''),
  IDLE_TIMEOUT: z._default(milliseconds, 120000),
  /**
   * How long a page waits on the content service before it renders from its cache, or the frame with
   * the "unavailable" message (SPEC §9 sets no timeout on content calls: the call itself goes on, and
   * its answer fills the cache for the next visitor).
   */
  CONTENT_WAIT_MS: z._default(milliseconds, 2500),
  /**
   * `off` renders every page for its visitor, as if none were shared (to measure the render itself:
   * `npm run bench:ssr`); `on` keeps anonymous pages in the HTML cache for their `s-maxage`.
   */
  HTML_CACHE: z._default(z.enum(['on', 'off']), 'on'),
});

export type Environment = z.input<typeof environment>;

export interface Config {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** `https://www.example.org`: no trailing slash, no path. */
  publicOrigin: string;
  siteId: SiteId;
  mainSiteUrl: string;
  services: { content: string; cart: string; account: string; events: string };
  accountSiteUrl: string;
  shopAllowedHosts: string[];
  embedOrigins: string[];
  analytics: {
    tagManager: { id: string; scriptUrl: string } | null;
    pixel: { id: string; scriptUrl: string } | null;
    ownedDomains: string[];
  };
  stadiumViewer: { kind: 'builtin' | 'external'; scriptUrl: string; venueId: string };
  idleTimeout: number;
  /** Milliseconds a response waits on the content service (see CONTENT_WAIT_MS). */
  contentWait: number;
  /** Whether anonymous pages are served from the HTML cache (HTML_CACHE). */
  htmlCache: boolean;
}

/** Reads `env` into a typed config, or throws one error that lists every invalid variable. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (
    e.STADIUM_VIEWER === 'external' &&
    (!e.STADIUM_VIEWER_SCRIPT_URL || !e.STADIUM_VIEWER_VENUE_ID)
  ) {
    throw new Error(
      'Invalid environment:\n  STADIUM_VIEWER=external needs STADIUM_VIEWER_SCRIPT_URL and STADIUM_VIEWER_VENUE_ID',
    );
  }
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicOrigin: new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
    siteId: e.SITE_ID,
    mainSiteUrl: e.MAIN_SITE_URL.replace(/\/+$/, ''),
    services: {
      content: e.CONTENT_API_URL,
      cart: e.CART_API_URL,
      account: e.ACCOUNT_API_URL,
      events: e.EVENTS_URL,
    },
    accountSiteUrl: e.ACCOUNT_SITE_URL,
    shopAllowedHosts: e.SHOP_ALLOWED_HOSTS,
    embedOrigins: e.EMBED_ORIGINS,
    analytics: {
      tagManager: e.GTM_ID ? { id: e.GTM_ID, scriptUrl: e.GTM_SCRIPT_URL } : null,
      pixel: e.PIXEL_ID ? { id: e.PIXEL_ID, scriptUrl: e.PIXEL_SCRIPT_URL } : null,
      ownedDomains: e.OWNED_DOMAINS,
    },
    stadiumViewer: {
      kind: e.STADIUM_VIEWER,
      scriptUrl: e.STADIUM_VIEWER_SCRIPT_URL,
      venueId: e.STADIUM_VIEWER_VENUE_ID,
    },
    idleTimeout: e.IDLE_TIMEOUT,
    contentWait: e.CONTENT_WAIT_MS,
    htmlCache: e.HTML_CACHE === 'on',
  };
}

export const config: Config = readConfig(process.env);
