/** The services' configuration: the only module of apps/services that reads the environment. */
import { fileURLToPath } from 'node:url';
// The contracts configure zod once for every process (its English messages, quoted in the errors
// below); a command may read its configuration before it loads anything else of them.
import '@paddock/api-clients/contracts';
import * as z from 'zod/mini';

const defaultDataDir = fileURLToPath(new URL('../.data', import.meta.url));
const positiveInt = z.coerce.number().check(z.int(), z.positive());
const nonNegativeInt = z.coerce.number().check(z.int(), z.minimum(0));
const seconds = positiveInt;
const secret = z.string().check(z.minLength(8));

const environment = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  SERVICES_PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3100),
  SERVICES_HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  /** The URL the services are reached at from a browser (links to assets, the shop page). */
  SERVICES_PUBLIC_URL: z.optional(z.url()),
  /** A real PostgreSQL; without it the embedded one (PGlite) stores in SERVICES_DATA_DIR. */
  DATABASE_URL: z.optional(z.string()),
  SERVICES_DATA_DIR: z._default(z.string(), defaultDataDir),
  /** Origins of the sites allowed to call with credentials, comma separated. */
  ALLOWED_ORIGINS: z._default(z.string(), 'http://localhost:3000,http://localhost:3300'),
  /**
   * The back office's preview secret: it is granted preview sessions (`POST /content/bo/preview-sessions`),
   * which alone unlock draft content (`draft=1`), and it signs them.
   */
  PREVIEW_TOKEN: z._default(secret, 'paddock-preview-dev'),
  /** How long a preview session lasts. */
  PREVIEW_SESSION_TTL_SECONDS: z._default(seconds, 3600),
  ADMIN_TOKEN: z._default(secret, 'paddock-admin-dev'),
  CART_TTL_SECONDS: z._default(seconds, 1800),
  /** A cart's validity never goes past this long after its creation, however often it is added to. */
  CART_MAX_LIFETIME_SECONDS: z._default(seconds, 3600),
  /** What one cart may hold: its items' quantities added up. */
  CART_MAX_QUANTITY: z._default(positiveInt, 20),
  /** Per client address, in each window: cart writes (creations and adds), and places asked for. 0: no limit. */
  CART_RATE_WINDOW_SECONDS: z._default(seconds, 600),
  CART_RATE_MAX_WRITES: z._default(nonNegativeInt, 60),
  CART_RATE_MAX_PLACES: z._default(nonNegativeInt, 40),
  /** How often expired carts are looked for, to release what they hold. */
  CART_SWEEP_MS: z._default(positiveInt, 1000),
  /** Connections to a real PostgreSQL (DATABASE_URL). */
  DATABASE_POOL_SIZE: z._default(positiveInt, 10),
  /** A token's life: it is renewed (refresh, with itself as bearer) before it ends, or the session ends. */
  TOKEN_TTL_SECONDS: z._default(seconds, 3600),
  /** A session's absolute life from its login, however often its token is renewed. */
  SESSION_MAX_AGE_SECONDS: z._default(seconds, 30 * 24 * 3600),
  /** `off`: carts get no shopUrl, so the site goes to its own informations step. */
  SHOP_URL: z._default(z.enum(['on', 'off']), 'on'),
  /** Login attempts judged per email and client address in LOGIN_BLOCK_SECONDS (a success resets them). */
  LOGIN_MAX_FAILURES: z._default(positiveInt, 5),
  /** Failed logins judged per client address, whatever the emails, in LOGIN_BLOCK_SECONDS. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z._default(positiveInt, 20),
  LOGIN_BLOCK_SECONDS: z._default(seconds, 900),
});

export interface ServicesConfig {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { url?: string; dataDir: string; poolSize: number };
  allowedOrigins: string[];
  previewToken: string;
  previewSessionTtlSeconds: number;
  adminToken: string;
  cartTtlSeconds: number;
  cart: {
    maxLifetimeSeconds: number;
    maxQuantity: number;
    /** 0: that limit is off. */
    rate: { windowSeconds: number; maxWrites: number; maxPlaces: number };
    sweepMs: number;
  };
  tokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  shopUrl: boolean;
  login: { maxFailures: number; maxFailuresPerAddress: number; blockSeconds: number };
}

export function readServicesConfig(env: Record<string, string | undefined>): ServicesConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment for the services:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (
    e.NODE_ENV === 'production' &&
    (e.PREVIEW_TOKEN === 'paddock-preview-dev' || e.ADMIN_TOKEN === 'paddock-admin-dev')
  ) {
    throw new Error('PREVIEW_TOKEN and ADMIN_TOKEN must be set in production.');
  }
  return {
    environment: e.NODE_ENV,
    port: e.SERVICES_PORT,
    host: e.SERVICES_HOST,
    publicUrl: (e.SERVICES_PUBLIC_URL ?? `http://localhost:${e.SERVICES_PORT}`).replace(/\/+$/, ''),
    database: {
      ...(e.DATABASE_URL ? { url: e.DATABASE_URL } : {}),
      dataDir: e.SERVICES_DATA_DIR,
      poolSize: e.DATABASE_POOL_SIZE,
    },
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    previewToken: e.PREVIEW_TOKEN,
    previewSessionTtlSeconds: e.PREVIEW_SESSION_TTL_SECONDS,
    adminToken: e.ADMIN_TOKEN,
    cartTtlSeconds: e.CART_TTL_SECONDS,
    cart: {
      maxLifetimeSeconds: e.CART_MAX_LIFETIME_SECONDS,
      maxQuantity: e.CART_MAX_QUANTITY,
      rate: {
        windowSeconds: e.CART_RATE_WINDOW_SECONDS,
        maxWrites: e.CART_RATE_MAX_WRITES,
        maxPlaces: e.CART_RATE_MAX_PLACES,
      },
      sweepMs: e.CART_SWEEP_MS,
    },
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
    shopUrl: e.SHOP_URL === 'on',
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      blockSeconds: e.LOGIN_BLOCK_SECONDS,
    },
  };
}
