/** The account service `{base}/account/api/mobile/…` and the account site's pages `{base}/account/{locale}/…`. */
import {
  accountRoutes as routes,
  locale as localeSchema,
  type Locale,
} from '@paddock/api-clients/contracts';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { getConnInfo } from '@hono/node-server/conninfo';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import * as accounts from '../domain/accounts';
import type { Services } from './services';
import { Reply, serve } from './contract';

const expired = () => new Reply(401, { success: false, message: 'Token expired or invalid.' });

export function accountService({ db, config, clock }: Services): Hono {
  const app = new Hono();
  const policy = {
    ttlSeconds: config.tokenTtlSeconds,
    refreshWindowSeconds: config.tokenRefreshWindowSeconds,
  };
  // Repeated failed logins for an email from one address are refused for a while (429).
  const failures = new RateLimiterMemory({
    keyPrefix: 'login',
    points: config.login.maxFailures,
    duration: config.login.blockSeconds,
  });

  serve(app, routes.login, async ({ body, context }) => {
    const address = safeAddress(() => getConnInfo(context).remote.address);
    const key = `${body.email.toLowerCase()}|${address}`;
    const record = await failures.get(key);
    if (record && record.consumedPoints >= config.login.maxFailures) {
      context.header('Retry-After', String(Math.ceil(record.msBeforeNext / 1000)));
      return new Reply(429, { success: false, error: 'Too many attempts: try again later.' });
    }
    const token = await accounts.login(db, body.email, body.password, clock.now(), policy);
    if (!token) {
      await failures.consume(key).catch(() => undefined);
      return new Reply(401, { success: false, error: 'Unknown email or wrong password.' });
    }
    await failures.delete(key);
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

  serve(app, routes.refresh, async ({ body }) => {
    const token = await accounts.refresh(db, body.token_to_renew, clock.now(), policy);
    return token ? { success: true, data: { token } } : new Reply(401, { success: false });
  });

  // The external account site's pages, so that the site's links lead somewhere real.
  app.get('/:locale/:page{forgot-password|create-account|edit-account}', (context) => {
    const parsed = localeSchema.safeParse(context.req.param('locale'));
    const locale: Locale = parsed.success ? parsed.data : 'fr';
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
  });

  return app;
}

function safeAddress(read: () => string | undefined): string {
  try {
    return read() ?? 'unknown';
  } catch {
    return 'unknown';
  }
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
