/**
 * The cart service `{base}/cart/…`, and the local shop page a cart's shopUrl leads to.
 *
 * Writes (a new cart, an add) take JSON only (415 otherwise: a cross-site form or `text/plain` POST
 * cannot reach them without a CORS preflight, which only the site's origins pass), and are limited per
 * client address (429 `TOO_MANY_REQUESTS` with `Retry-After`): so many writes, and so many places asked
 * for, in a window. `POST order` pays a cart without a shop URL (the informations page's next step).
 */
import { cartRoutes as routes, type CartGroupInput } from '@paddock/api-clients/contracts';
import { localeOrDefault } from '@paddock/api-clients/lite';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import * as carts from '../domain/carts';
import { clientAddress } from './client-address';
import type { Services } from './services';
import { isRefusal, Reply, serve, ServiceError } from './contract';
import { confirmationPage, shopPage, siteHome } from './shop-pages';

const placesOf = (groups: CartGroupInput[]) =>
  groups.reduce(
    (sum, group) =>
      sum +
      ('productSecutixId' in group
        ? group.audiences.reduce((places, audience) => places + audience.quantity, 0)
        : group.quantity),
    0,
  );

/** A JSON body or nothing: 415 for any other media type. */
const jsonOnly: MiddlewareHandler = async (context, next) => {
  if (context.req.method === 'POST') {
    const type = context.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new ServiceError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The cart service takes JSON only: send Content-Type: application/json.',
      );
    }
  }
  await next();
};

const cartPolicyOf = (config: Services['config']): carts.CartPolicy => ({
  ttlSeconds: config.cartTtlSeconds,
  maxLifetimeSeconds: config.cart.maxLifetimeSeconds,
  maxQuantity: config.cart.maxQuantity,
  withShopUrl: config.shopUrl,
  publicUrl: config.publicUrl,
});

/** The writes and the places a client address may ask for in a window (`CART_RATE_*`). */
function cartRateLimits(config: Services['config']) {
  const { windowSeconds, maxWrites, maxPlaces } = config.cart.rate;
  const limiter = (keyPrefix: string, points: number) =>
    points > 0 ? new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds }) : undefined;
  const writes = limiter('cart-writes', maxWrites);
  const places = limiter('cart-places', maxPlaces);

  async function consume(
    limit: RateLimiterMemory | undefined,
    key: string,
    points: number,
    context: Context,
  ): Promise<void> {
    try {
      await limit?.consume(key, points);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      context.header('Retry-After', String(retryAfterSeconds));
      throw new ServiceError(
        429,
        'TOO_MANY_REQUESTS',
        'Too many cart changes from this address: try again later.',
        { retryAfterSeconds },
      );
    }
  }

  return {
    /** Counts one write of the caller's address (refused past the limit). */
    write: (context: Context) => consume(writes, clientAddress(context), 1, context),
    /**
     * Counts a write and the places it asks for against the caller's address, then writes. Places of
     * a refused write (sold out, seat taken…) are given back: only places actually held count.
     */
    async limited<T>(context: Context, groups: CartGroupInput[], work: () => Promise<T>) {
      const key = clientAddress(context);
      const asked = placesOf(groups);
      await consume(writes, key, 1, context);
      await consume(places, key, asked, context);
      try {
        return await work();
      } catch (error) {
        await places?.reward(key, asked);
        throw error;
      }
    },
  };
}

/** Expired carts give their seats and stock back within CART_SWEEP_MS, with or without any write. */
function startSweeper({ db, config, clock }: Services): void {
  let sweeping = false;
  let closed = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    carts
      .sweepExpired(db, clock.now())
      .catch((error: unknown) => {
        if (!closed) console.error('Cart sweep failed:', error);
      })
      .finally(() => {
        sweeping = false;
      });
  }, config.cart.sweepMs);
  sweeper.unref();
  db.onClose(() => {
    closed = true;
    clearInterval(sweeper);
  });
}

/** The shop pages of a cart's shopUrl (SHOP_URL=on): the payment page and its confirmation. */
function shopPages(app: Hono, { db, config, clock }: Services, policy: carts.CartPolicy): void {
  // The way back from the shop pages: the site, the first of the origins the services serve.
  const siteUrl = config.allowedOrigins[0] ?? config.publicUrl;
  // A cart the service refuses (unknown, expired) is the expired page.
  const orNothing = (error: unknown) => {
    if (isRefusal(error)) return undefined;
    throw error;
  };

  app.get('/shop/:cartId', async (context) => {
    const shop = await db
      .transaction((tx) => carts.shopCart(tx, context.req.param('cartId'), clock.now(), policy))
      .catch(orNothing);
    const locale = localeOrDefault(context.req.query('locale'));
    return context.html(shopPage(shop, locale, siteHome(siteUrl, locale)), shop ? 200 : 404);
  });

  app.post('/shop/:cartId/confirm', async (context) => {
    const cart = await db
      .transaction((tx) => carts.confirmOrder(tx, context.req.param('cartId'), clock.now(), policy))
      .catch(orNothing);
    const locale = localeOrDefault(context.req.query('locale'));
    return context.html(
      confirmationPage(cart, locale, siteHome(siteUrl, locale)),
      cart ? 200 : 404,
    );
  });
}

export function cartService(services: Services): Hono {
  const { db, config, clock } = services;
  const app = new Hono();
  const policy = cartPolicyOf(config);
  const rate = cartRateLimits(config);

  /** Releases expired carts first, so that a write never fails on places an expired cart still holds. */
  async function write<T>(work: (now: Date) => Promise<T>): Promise<T> {
    const now = clock.now();
    await carts.sweepExpired(db, now);
    return work(now);
  }
  startSweeper(services);

  app.use('/carts', jsonOnly);
  app.use('/carts/*', jsonOnly);
  app.use('/order', jsonOnly);

  // Every cart operation runs in one transaction.
  serve(app, routes.createCart, async ({ body, bearer, context }) =>
    rate.limited(context, body.groups, () =>
      write(
        async (now) =>
          new Reply(
            201,
            await db.transaction((tx) => carts.createCart(tx, body, { bearer }, now, policy)),
          ),
      ),
    ),
  );
  serve(app, routes.getCart, async ({ params }) =>
    db.transaction((tx) => carts.getCart(tx, params['cartId'] ?? '', clock.now(), policy)),
  );
  serve(app, routes.addItem, async ({ params, body, bearer, context }) =>
    rate.limited(context, [body], () =>
      write((now) =>
        db.transaction((tx) =>
          carts.addToCart(tx, params['cartId'] ?? '', body, { bearer }, now, policy),
        ),
      ),
    ),
  );
  serve(app, routes.removeItem, async ({ params }) =>
    db.transaction((tx) =>
      carts.removeFromCart(tx, params['cartId'] ?? '', params['itemId'] ?? '', clock.now(), policy),
    ),
  );
  serve(app, routes.upsells, async ({ params }) =>
    db.transaction((tx) => carts.upsells(tx, params['cartId'] ?? '', clock.now())),
  );

  // The order of a cart without a shop URL: a write like any other (limited the same way); the same
  // cart again answers its order (200) rather than a second one (201).
  serve(app, routes.placeOrder, async ({ body, bearer, context }) => {
    await rate.write(context);
    return write(async (now) => {
      const { order, created } = await db.transaction((tx) =>
        carts.placeOrder(tx, body, { bearer }, now, policy),
      );
      return new Reply(created ? 201 : 200, order);
    });
  });

  shopPages(app, services, policy);
  return app;
}
