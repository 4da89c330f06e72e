/**
 * The local shop's pages (a cart's shopUrl, SHOP_URL=on): the payment page and its confirmation, in the
 * buyer's locale (`?locale=en` on the shop URL; French otherwise), in the site's colours, readable on a
 * phone, with a way back to the site. Amounts use the one price format (`formatPrice`), whose space
 * before the euro sign never breaks.
 */
import { formatPrice, inLocale, type Locale } from '@paddock/api-clients/lite';
import type { Buyer, Cart } from '@paddock/api-clients/contracts';
import { html, raw } from 'hono/html';

/** The locales of the shop's pages: the site's. */
export type ShopLocale = Locale;

const texts = {
  fr: {
    expiredTitle: 'Panier expiré',
    expired: 'Ce panier n’existe plus : le délai de conservation est écoulé. Rien n’a été débité.',
    payTitle: 'Paiement',
    demo: 'Boutique locale de démonstration : aucun paiement réel n’est demandé.',
    buyer: (name: string, email: string) => `Acheteur : ${name} (${email})`,
    anonymous: 'Achat sans compte',
    ticket: 'Billet',
    audience: 'Tarif',
    quantity: 'Quantité',
    price: 'Prix',
    total: 'Total',
    confirm: 'Confirmer la commande',
    doneTitle: 'Commande confirmée',
    done: (total: string) => `Votre commande de ${total} est confirmée. Merci !`,
    reference: 'Référence',
    event: '24 Heures du Mans',
    back: 'Retour au site des 24 Heures du Mans',
  },
  en: {
    expiredTitle: 'Cart expired',
    expired:
      'This cart no longer exists: the time it was kept for has run out. Nothing was charged.',
    payTitle: 'Payment',
    demo: 'Local demonstration shop: no real payment is taken.',
    buyer: (name: string, email: string) => `Buyer: ${name} (${email})`,
    anonymous: 'Buying without an account',
    ticket: 'Ticket',
    audience: 'Price',
    quantity: 'Quantity',
    price: 'Amount',
    total: 'Total',
    confirm: 'Confirm the order',
    doneTitle: 'Order confirmed',
    done: (total: string) => `Your order of ${total} is confirmed. Thank you!`,
    reference: 'Reference',
    event: '24 Hours of Le Mans',
    back: 'Back to the 24 Hours of Le Mans site',
  },
} satisfies Record<ShopLocale, unknown>;

/** The site's tokens (libs/ui tokens.css): its universe colour, ink, paper and focus ring. Our own text. */
const styles = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    color: #111418; background: #f3f4f6; line-height: 1.5; }
  header { background: #c8102e; color: #fff; padding: 0.75rem 1rem; }
  header a { color: #fff; font-weight: 700; text-decoration: none; display: inline-block; min-height: 24px; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 1rem; color: #c8102e; }
  .card { background: #fff; border: 1px solid #d5d8de; border-radius: 4px; padding: 1rem; margin-bottom: 1rem; }
  .card > p:first-child { margin-top: 0; }
  .muted { color: #4a5160; }
  ul.lines { list-style: none; margin: 0; padding: 0; }
  ul.lines li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.75rem 0; border-bottom: 1px solid #d5d8de; }
  ul.lines li:last-child { border-bottom: 0; }
  .line-name { font-weight: 600; }
  .amount { white-space: nowrap; font-variant-numeric: tabular-nums; font-weight: 600; }
  .total { display: flex; justify-content: space-between; gap: 1rem; font-size: 1.25rem; font-weight: 700; }
  button { font: inherit; font-weight: 700; width: 100%; min-height: 48px; border: 0; border-radius: 999px;
    background: #c8102e; color: #fff; cursor: pointer; padding: 0.75rem 1.5rem; }
  button:hover { background: #111418; }
  :focus-visible { outline: 3px solid #1a5fd0; outline-offset: 2px; }
  .back { display: inline-block; margin-top: 1rem; color: #111418; font-weight: 600; min-height: 24px; }
`;

function layout(locale: ShopLocale, siteUrl: string, title: string, body: ReturnType<typeof html>) {
  const t = texts[locale];
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(styles)}
        </style>
      </head>
      <body>
        <header><a href="${siteUrl}">${t.event}</a></header>
        <main>
          ${body}
          <a class="back" href="${siteUrl}">${t.back}</a>
        </main>
      </body>
    </html>`;
}

/** The site's home in a locale: `/` in French, `/en` in English. */
export const siteHome = (origin: string, locale: ShopLocale) =>
  locale === 'fr' ? `${origin}/` : `${origin}/${locale}`;

const itemsOf = (cart: Cart) => cart.groups.flatMap((group) => group.items);

export function shopPage(
  shop: { cart: Cart; buyer: Buyer } | undefined,
  locale: ShopLocale,
  siteUrl: string,
) {
  const t = texts[locale];
  if (!shop) return expiredPage(locale, siteUrl);
  const { cart, buyer } = shop;
  const name = (localized: { fr: { name: string }; en?: { name: string } | undefined }) =>
    inLocale(localized, locale).name;
  return layout(
    locale,
    siteUrl,
    t.payTitle,
    html`<h1>${t.payTitle}</h1>
      <p class="muted">${t.demo}</p>
      <div class="card">
        <p>
          ${
            buyer.status === 'member'
              ? t.buyer(`${buyer.info.firstname} ${buyer.info.lastname}`, buyer.email)
              : t.anonymous
          }
        </p>
        <ul class="lines" aria-label="${t.ticket}">
          ${itemsOf(cart).map(
            (item) =>
              html`<li>
                <span>
                  <span class="line-name">${name(item.product.localized)}</span><br />
                  <span class="muted">${name(item.audience.localized)} × ${item.quantity}</span>
                </span>
                <span class="amount">${formatPrice(item.price * item.quantity, locale)}</span>
              </li>`,
          )}
        </ul>
      </div>
      <div class="card">
        <p class="total">
          <span>${t.total}</span>
          <span class="amount" data-testid="shop-total">${formatPrice(cart.total, locale)}</span>
        </p>
        <form method="post" action="${cart.uuid}/confirm?locale=${locale}">
          <button type="submit">${t.confirm}</button>
        </form>
      </div>`,
  );
}

function expiredPage(locale: ShopLocale, siteUrl: string) {
  const t = texts[locale];
  return layout(
    locale,
    siteUrl,
    t.expiredTitle,
    html`<h1>${t.expiredTitle}</h1>
      <p>${t.expired}</p>`,
  );
}

export function confirmationPage(cart: Cart | undefined, locale: ShopLocale, siteUrl: string) {
  const t = texts[locale];
  if (!cart) return expiredPage(locale, siteUrl);
  return layout(
    locale,
    siteUrl,
    t.doneTitle,
    html`<h1>${t.doneTitle}</h1>
      <div class="card">
        <p>${t.done(formatPrice(cart.total, locale))}</p>
        <p class="muted">${t.reference} : <span>${cart.uuid}</span></p>
      </div>`,
  );
}
