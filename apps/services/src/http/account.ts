/** The account service `{base}/account/api/mobile/…` and the account site's pages `{base}/account/{locale}/…`. */
import { accountRoutes as routes } from '@paddock/api-clients/contracts';
import { localeOrDefault } from '@paddock/api-clients/lite';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import * as accounts from '../domain/accounts';
import { dummyHash } from '../domain/passwords';
import { clientAddress } from './client-address';
import type { Services } from './services';
import { Reply, serve } from './contract';

const expired = () => new Reply(401, { success: false, message: 'Token expired or invalid.' });
const tooMany = () =>
  new Reply(429, { success: false, error: 'Too many attempts: try again later.' });

export function accountService({ db, config, clock }: Services): Hono {
  const app = new Hono();
  const policy = {
    ttlSeconds: config.tokenTtlSeconds,
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
  };
  const limits = loginLimits(config.login);
  // The dummy hash unknown emails are checked against is ready before the first login.
  void dummyHash();

  serve(app, routes.login, async ({ body, context }) => {
    const address = clientAddress(context);
    const emailKey = `${body.email.trim().toLowerCase()}|${address}`;
    const wait = await limits.take(emailKey, address);
    if (wait !== undefined) {
      context.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
      return tooMany();
    }
    const token = await accounts.login(db, body.email, body.password, clock.now(), policy);
    if (!token)
      return new Reply(401, { success: false, error: 'Unknown email or wrong password.' });
    await limits.succeeded(emailKey, address);
    return { success: true, data: { token } };
  });

  serve(app, routes.customer, async ({ bearer }) => {
    const account = await accounts.accountOf(db, bearer, clock.now());
    return account ? { success: true, data: accounts.userOf(account) } : expired();
  });

  serve(app, routes.bouquets, async ({ bearer }) => {
    const account = await accounts.accountOf(db, bearer, clock.now());
    if (!account) return new Reply(401, { success: false, data: { objects: [] } });
    return { success: true, data: { objects: accounts.bouquetsOf(account) } };
  });

  // The token to renew must be the bearer too, and still valid: a lost or expired token renews nothing.
  serve(app, routes.refresh, async ({ body, bearer }) => {
    const token = await accounts.refresh(db, bearer, body.token_to_renew, clock.now(), policy);
    return token ? { success: true, data: { token } } : new Reply(401, { success: false });
  });

  // Revokes the bearer token; a token that no longer worked is as good as revoked.
  serve(app, routes.logout, async ({ bearer }) => {
    if (!bearer) return new Reply(401, { success: false });
    await accounts.logout(db, bearer);
    return { success: true };
  });

  // The external account site's pages, so that the site's links lead somewhere real.
  app.get('/:locale/:page{forgot-password|create-account|edit-account}', accountPage);

  return app;
}

/**
 * Each attempt takes a point before the password is judged (so that parallel attempts cannot all be
 * judged), from its email and address and from its address alone (so that trying many emails from
 * one address is limited too); a success gives them back. Out of points: 429 for a while.
 */
function loginLimits(login: Services['config']['login']) {
  const perEmail = new RateLimiterMemory({
    keyPrefix: 'login-email',
    points: login.maxFailures,
    duration: login.blockSeconds,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: login.maxFailuresPerAddress,
    duration: login.blockSeconds,
  });
  /** Takes a point from `key`; undefined when taken, else how long until one is free again. */
  async function takeFrom(limiter: RateLimiterMemory, key: string): Promise<number | undefined> {
    try {
      await limiter.consume(key);
      return undefined;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
      throw rejection;
    }
  }
  return {
    /** Takes a point for an attempt; undefined when it may be judged, else the milliseconds to wait. */
    async take(emailKey: string, address: string): Promise<number | undefined> {
      const wait = await takeFrom(perEmail, emailKey);
      if (wait !== undefined) return wait;
      const waitForAddress = await takeFrom(perAddress, address);
      // Refused for the address: this attempt is not judged, so it costs the email nothing.
      if (waitForAddress !== undefined) await perEmail.reward(emailKey, 1);
      return waitForAddress;
    },
    /** A success gives the points back. */
    async succeeded(emailKey: string, address: string): Promise<void> {
      await perEmail.delete(emailKey);
      await perAddress.reward(address, 1);
    },
  };
}

function accountPage(context: Context) {
  const locale = localeOrDefault(context.req.param('locale'));
  const page = context.req.param('page') as keyof typeof accountPages;
  const email = context.req.query('email') ?? '';
  const texts = accountPages[page][locale];
  return context.html(
    html`<!doctype html>
      <html lang="${locale}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${texts.title}</title>
        </head>
        <body
          style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"
        >
          <main>
            <h1>${texts.title}</h1>
            <p>${texts.text.replace('{email}', email)}</p>
          </main>
        </body>
      </html>`,
  );
}

const accountPages = {
  'forgot-password': {
    fr: {
      title: 'Mot de passe oublié',
      text: 'Si un compte existe pour {email}, un courriel pour choisir un nouveau mot de passe vient de lui être envoyé.',
    },
    en: {
      title: 'Forgotten password',
      text: 'If an account exists for {email}, an email to choose a new password has just been sent to it.',
    },
  },
  'create-account': {
    fr: {
      title: 'Créer un compte',
      text: "Ce service local de démonstration n'ouvre pas de compte : connectez-vous avec un compte de démonstration (voir le README).",
    },
    en: {
      title: 'Create an account',
      text: 'This local demo service opens no accounts: log in with a demo account (see the README).',
    },
  },
  'edit-account': {
    fr: {
      title: 'Mon compte',
      text: 'Les informations des comptes de démonstration ne se modifient pas ici.',
    },
    en: { title: 'My account', text: 'The details of demo accounts are not edited here.' },
  },
} as const;
