/** The cart service `{base}/cart/…`, and the local shop page a cart's shopUrl leads to. */
import { cartRoutes as routes, type Cart } from '@paddock/api-clients/contracts';
import { Hono } from 'hono';
import { html } from 'hono/html';
import * as carts from '../domain/carts';
import type { Services } from './services';
import { Reply, serve, ServiceError } from './contract';

export function cartService({ db, config, clock }: Services): Hono {
  const app = new Hono();
  const policy = {
    ttlSeconds: config.cartTtlSeconds,
    withShopUrl: config.shopUrl,
    publicUrl: config.publicUrl,
  };

  // Every cart operation runs in one transaction; adds first let expired carts release their holds.
  serve(
    app,
    routes.createCart,
    async ({ body }) =>
      new Reply(
        201,
        await db.transaction(async (tx) => {
          const now = clock.now();
          await carts.releaseExpired(tx, now);
          return carts.createCart(tx, body, now, policy);
        }),
      ),
  );
  serve(app, routes.getCart, async ({ params }) =>
    db.transaction((tx) => carts.getCart(tx, params['cartId'] ?? '', clock.now(), policy)),
  );
  serve(app, routes.addItem, async ({ params, body }) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      await carts.releaseExpired(tx, now);
      return carts.addToCart(tx, params['cartId'] ?? '', body, now, policy);
    }),
  );
  serve(app, routes.removeItem, async ({ params }) =>
    db.transaction((tx) =>
      carts.removeFromCart(tx, params['cartId'] ?? '', params['itemId'] ?? '', clock.now(), policy),
    ),
  );
  serve(app, routes.upsells, async ({ params }) =>
    db.transaction((tx) => carts.upsells(tx, params['cartId'] ?? '', clock.now())),
  );

  app.get('/shop/:cartId', async (context) => {
    const cart = await db
      .transaction((tx) => carts.getCart(tx, context.req.param('cartId'), clock.now(), policy))
      .catch(() => undefined);
    return context.html(shopPage(cart, context.req.param('cartId')), cart ? 200 : 404);
  });

  app.post('/shop/:cartId/confirm', async (context) => {
    const cart = await db
      .transaction((tx) => carts.confirmOrder(tx, context.req.param('cartId'), clock.now(), policy))
      .catch((error: unknown) => {
        if (error instanceof ServiceError) return undefined;
        throw error;
      });
    return context.html(confirmationPage(cart), cart ? 200 : 404);
  });

  return app;
}

const euros = (thousandths: number) => `${(thousandths / 1000).toFixed(2).replace('.', ',')} €`;

function layout(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body
        style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"
      >
        <main>${body}</main>
      </body>
    </html>`;
}

function shopPage(cart: Cart | undefined, uuid: string) {
  if (!cart) {
    return layout(
      'Panier expiré',
      html`<h1>Panier expiré</h1>
        <p>Le panier ${uuid} n'existe plus.</p>`,
    );
  }
  const lines = cart.groups.flatMap((group) => group.items);
  return layout(
    'Paiement',
    html`<h1>Paiement (boutique locale de démonstration)</h1>
      <table>
        <thead>
          <tr>
            <th scope="col">Billet</th>
            <th scope="col">Tarif</th>
            <th scope="col">Quantité</th>
            <th scope="col">Prix</th>
          </tr>
        </thead>
        <tbody>
          ${lines.map(
            (item) =>
              html`<tr>
                <td>${item.product.localized.fr.name}</td>
                <td>${item.audience.localized.fr.name}</td>
                <td>${item.quantity}</td>
                <td>${euros(item.price * item.quantity)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p>Total : <strong>${euros(cart.total)}</strong></p>
      <form method="post" action="${cart.uuid}/confirm">
        <button type="submit">Confirmer la commande</button>
      </form>`,
  );
}

function confirmationPage(cart: Cart | undefined) {
  return cart
    ? layout(
        'Commande confirmée',
        html`<h1>Commande confirmée</h1>
          <p>Commande ${cart.uuid} : ${euros(cart.total)}.</p>`,
      )
    : layout(
        'Panier expiré',
        html`<h1>Panier expiré</h1>
          <p>Ce panier n'existe plus : rien n'a été débité.</p>`,
      );
}
