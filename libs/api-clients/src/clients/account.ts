/**
 * The account service (SPEC §7) and the account site's forgot-password page, with the error semantics
 * of SPEC §8: a failed login is `errorLogin` ('login error' on a network failure), a failed customer
 * fetch returns the server's message, a failed token refresh tells the caller to log the user out,
 * a failed lost-password request is only logged, and so is a failed logout (the browser forgets the token
 * whatever the answer). Calls have the generic 12000 ms timeout (SPEC §9). The client calls the routes
 * it is given: the contracts' `accountRoutes` validate each answer, the bare `accountRouteTable` trusts it.
 */
import { customerErrorMessage, loginErrorCode, loginErrorMessage } from '../constants.js';
import type { BouquetsResponse, User } from '../contracts/account.js';
import type { Locale } from '../contracts/common.js';
import type { AccountRouteTable } from '../route-table.js';
import {
  RequestError,
  callRouteWithin,
  createHttp,
  type Fetch,
  type Http,
  type Logger,
  type RouteBody,
} from './http.js';
import { refusalText } from './account-refusal.js';
import { TimeoutError, defaultTimeoutMs, withTimeout } from './timeout.js';

export { customerErrorMessage, loginErrorCode, loginErrorMessage };

export type LoginResult =
  { ok: true; token: string } | { ok: false; code: typeof loginErrorCode; message: string };
export type CustomerResult = { ok: true; user: User } | { ok: false; message: string };
export type RefreshResult = { ok: true; token: string } | { ok: false };

/** A membership held by a customer: its name (ACO1 for a member) and when it ends. */
export type Bouquet = BouquetsResponse['data']['objects'][number];

export interface AccountClient {
  /** `POST api/mobile/login` (form). Never rejects. */
  login(credentials: RouteBody<AccountRouteTable['login']>): Promise<LoginResult>;
  /** `GET api/mobile/customer`: the member's details, or the server's message. Never rejects. */
  customer(token: string): Promise<CustomerResult>;
  /** `GET api/mobile/customer/bouquets`: the memberships held; `[]` on failure (logged). */
  bouquets(token: string): Promise<Bouquet[]>;
  /** `POST api/mobile/login/token/refresh`: a fresh token, or `{ ok: false }` (log the user out). */
  refresh(token: string): Promise<RefreshResult>;
  /**
   * `POST api/mobile/logout` (bearer): the service revokes the token. `true` once it is revoked (or was
   * no longer valid), `false` if the service could not be told (logged). Never rejects.
   */
  logout(token: string): Promise<boolean>;
  /** `GET {accountSiteUrl}/{locale}/forgot-password?email=…`: the answer is ignored. Never rejects. */
  forgotPassword(locale: Locale, email: string): Promise<void>;
}

export interface AccountClientOptions {
  /** The account service's base URL, e.g. `http://localhost:3100/account`. */
  baseUrl: string;
  /** The external account site (create account, edit account, forgot password). */
  accountSiteUrl: string;
  fetch?: Fetch | undefined;
  /** Where failures are logged; `console` by default. */
  logger?: Logger | undefined;
  /** Milliseconds before a call is given up; 12000 by default (SPEC §9). */
  timeout?: number | undefined;
}

/** Whether an error is the service refusing the call (4xx), as opposed to it failing. */
function isRefusal(error: unknown): error is RequestError {
  return (
    error instanceof RequestError &&
    error.kind === 'status' &&
    error.status !== undefined &&
    error.status < 500
  );
}

/** An account client calling `routes`: `accountRoutes` (validated answers) or `accountRouteTable` (trusted). */
export function makeAccountClient(
  routes: AccountRouteTable,
  options: AccountClientOptions,
): AccountClient {
  const http = createHttp({ baseUrl: options.baseUrl, fetch: options.fetch });
  const site = createHttp({ baseUrl: options.accountSiteUrl, fetch: options.fetch });
  const calls: Calls = {
    http,
    routes,
    logger: options.logger ?? console,
    ms: options.timeout ?? defaultTimeoutMs,
  };
  // Every method resolves: a failure of any kind is a result (SPEC §8), and is logged unless it is
  // the service refusing the call (a 4xx answer), which is an expected outcome.
  return {
    ...sessionCalls(calls),
    ...tokenCalls(calls),
    forgotPassword: (locale, email) => forgotPassword(site, calls, locale, email),
  };
}

/** What each group of methods calls with. */
interface Calls {
  http: Http;
  routes: AccountRouteTable;
  logger: Logger;
  /** Milliseconds before a call is given up. */
  ms: number;
}

/** Logging in and reading the customer's details and memberships. */
function sessionCalls({
  http,
  routes,
  logger,
  ms,
}: Calls): Pick<AccountClient, 'login' | 'customer' | 'bouquets'> {
  return {
    async login(credentials) {
      try {
        const answer = await callRouteWithin(http, routes.login, { body: credentials }, ms);
        if (answer.success && answer.data) return { ok: true, token: answer.data.token };
        return {
          ok: false,
          code: loginErrorCode,
          message: answer.error || loginErrorMessage,
        };
      } catch (error) {
        if (!isRefusal(error)) logger.error('[api-clients] account login failed', error);
        const text =
          error instanceof RequestError ? refusalText(error.body, ['error', 'message']) : undefined;
        return { ok: false, code: loginErrorCode, message: text ?? loginErrorMessage };
      }
    },

    async customer(token) {
      try {
        const answer = await callRouteWithin(http, routes.customer, { token }, ms);
        if (answer.success && answer.data) return { ok: true, user: answer.data };
        return { ok: false, message: answer.message || customerErrorMessage };
      } catch (error) {
        if (!isRefusal(error)) logger.error('[api-clients] account customer failed', error);
        const text =
          error instanceof RequestError ? refusalText(error.body, ['message', 'error']) : undefined;
        return { ok: false, message: text ?? customerErrorMessage };
      }
    },

    async bouquets(token) {
      try {
        const answer = await callRouteWithin(http, routes.bouquets, { token }, ms);
        if (answer.success) return answer.data.objects;
        logger.error('[api-clients] account bouquets refused', answer);
        return [];
      } catch (error) {
        logger.error('[api-clients] account bouquets failed', error);
        return [];
      }
    },
  };
}

/** Renewing and revoking a token. */
function tokenCalls({
  http,
  routes,
  logger,
  ms,
}: Calls): Pick<AccountClient, 'refresh' | 'logout'> {
  return {
    async refresh(token) {
      try {
        const answer = await callRouteWithin(
          http,
          routes.refresh,
          { token, body: { token_to_renew: token } },
          ms,
        );
        if (answer.success && answer.data) return { ok: true, token: answer.data.token };
        return { ok: false };
      } catch (error) {
        if (!isRefusal(error)) logger.error('[api-clients] account token refresh failed', error);
        return { ok: false };
      }
    },

    async logout(token) {
      try {
        const answer = await callRouteWithin(http, routes.logout, { token }, ms);
        if (answer.success) return true;
        logger.error('[api-clients] account logout refused', answer);
        return false;
      } catch (error) {
        // A token the service no longer knows (401) is as good as revoked.
        if (isRefusal(error) && error.status === 401) return true;
        logger.error('[api-clients] account logout failed', error);
        return false;
      }
    },
  };
}

/** Asks the account site to send a new-password email; its answer is only logged. */
async function forgotPassword(
  site: Http,
  { logger, ms }: Calls,
  locale: Locale,
  email: string,
): Promise<void> {
  const path = `${encodeURIComponent(locale)}/forgot-password`;
  const controller = new AbortController();
  try {
    const response = await withTimeout(
      site(path, {
        method: 'GET',
        searchParams: new URLSearchParams({ email }),
        signal: controller.signal,
      }),
      ms,
    );
    // The page itself is not read. Cancelling is not awaited: a stream's cancel may never settle.
    void response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) {
      logger.error(`[api-clients] forgot-password answered ${response.status}`);
    }
  } catch (error) {
    if (error instanceof TimeoutError) controller.abort(error);
    logger.error('[api-clients] forgot-password failed', error);
  }
}

export { isMember, membershipOf, type Membership } from './membership.js';
