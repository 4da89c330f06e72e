import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const ticketsPage = '/fr/billetterie/enceinte-et-tribunes';
const presalePage = '/fr/prevente-membres';
const weekend = 'Enceinte générale — week-end';

/** Chooses `quantity` of a price of a ticket and adds them to the cart. */
async function addTickets(page: Page, ticket: string, price: string, quantity: number) {
  const offer = page.getByRole('article', { name: ticket }).first();
  await offer.getByRole('combobox', { name: `Quantité, ${price}` }).selectOption(String(quantity));
  await offer.getByRole('button', { name: 'Ajouter au panier' }).click();
}

/** Closes the added-to-cart modal once it has opened. */
async function closeAdded(page: Page) {
  const added = page.getByRole('dialog', { name: 'Ajouté à votre panier' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Fermer' }).click();
  await expect(added).toBeHidden();
}

/** The cart service's answers, changed on their way to the page. */
async function rewriteCarts(page: Page, change: (cart: Record<string, unknown>) => void) {
  await page.route(/\/cart\/carts(\/[^/]+(\/items(\/[^/]+)?)?)?$/, async (route: Route) => {
    const response = await route.fetch();
    const cart = (await response.json()) as Record<string, unknown>;
    if (response.ok()) change(cart);
    await route.fulfill({ response, json: cart });
  });
}

/** The demo accounts of the services (apps/services/README.md): a current ACO1 member, and not. */
const demoAccounts = {
  member: { email: 'member@paddock.test', firstname: 'Camille' },
  visitor: { email: 'visitor@paddock.test', firstname: 'Sophie' },
} as const;

async function logIn(page: Page, account: keyof typeof demoAccounts = 'member') {
  const { email, firstname } = demoAccounts[account];
  await page.getByRole('button', { name: 'Se connecter' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Paddock-24h!');
  await dialog.getByLabel('Mot de passe', { exact: true }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Mon compte' })).toContainText(firstname);
  await page.keyboard.press('Escape');
}

/** The cart service's calls the page makes, with the account token each carries (or null). */
function cartCalls(page: Page) {
  const calls: { method: string; path: string; authorization: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/\/cart\/carts(\/|$)/.test(url.pathname) || request.method() === 'OPTIONS') return;
    calls.push({
      method: request.method(),
      path: url.pathname,
      authorization: request.headers()['authorization'] ?? null,
    });
  });
  return calls;
}

test.describe('the ticket shop', () => {
  test('an anonymous fan buys two weekend tickets and a cross-sell, and reaches payment', async ({
    page,
  }) => {
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Adulte', 2);
    const added = page.getByRole('dialog', { name: 'Ajouté à votre panier' });
    await expect(added).toContainText(weekend);
    await expect(added).toContainText('× 2');
    await expectNoAxeViolations(page);
    const crossSells = added.getByRole('button', { name: /^Ajouter au panier : / });
    await expect(crossSells).toHaveCount(4);
    await crossSells.first().click();
    await expect(page.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Ajouté à votre panier' })
      .getByRole('button', { name: 'Passer au paiement' })
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/cart\/shop\/[0-9a-f-]+\?locale=fr$/);
    await expect(page.getByRole('heading', { name: /Paiement/ })).toBeVisible();
    await expect(page.getByText(weekend)).toBeVisible();
  });

  test('a member logs in, buys at the member price and finds their details prefilled', async ({
    page,
  }) => {
    // The branch of a cart without an external shop: the site's own informations step.
    await rewriteCarts(page, (cart) => delete cart['shopUrl']);
    const calls = cartCalls(page);
    await page.goto(presalePage);
    await waitForHydration(page);
    await logIn(page);
    await expect(page.getByRole('button', { name: 'Mon compte, Camille' })).toBeVisible();
    await addTickets(page, weekend, 'Membre ACO', 1);
    const added = page.getByRole('dialog', { name: 'Ajouté à votre panier' });
    await expect(added).toContainText('Membre ACO');
    // Every cart call carried the member's account token: the service decides membership from it.
    const token = await page.evaluate(
      () => sessionStorage.getItem('ACCOUNT_TOKEN') ?? localStorage.getItem('ACCOUNT_TOKEN'),
    );
    expect(token).toBeTruthy();
    expect(calls.map(({ method }) => method)).toContain('POST');
    for (const call of calls) expect(call.authorization).toBe(`Bearer ${token}`);
    await added.getByRole('button', { name: 'Passer au paiement' }).click();
    await expect(page).toHaveURL('/fr/checkout/informations');
    await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
    await expect(page.getByLabel('E-mail')).toHaveValue('member@paddock.test');
    await page.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click();
    await expect(page).toHaveURL('/fr/checkout/review');
    await expect(page.getByText('member@paddock.test')).toBeVisible();
  });

  test('a logged-in fan who is not a member is told the member price is for members, and nothing is added', async ({
    page,
  }) => {
    const calls = cartCalls(page);
    await page.goto(presalePage);
    await waitForHydration(page);
    await logIn(page, 'visitor');
    await expect(page.getByRole('button', { name: 'Mon compte, Sophie' })).toBeVisible();
    await addTickets(page, weekend, 'Membre ACO', 1);
    const alert = page.getByRole('alert').filter({
      hasText:
        'Ce tarif est réservé aux membres de l’ACO à jour de leur adhésion : votre compte n’en a pas.',
    });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expectNoAxeViolations(page);
    // Told before any call: no cart, nothing added.
    expect(calls).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('CHECKOUT') ?? '')).not.toContain(
      '"uuid"',
    );
  });

  test('an anonymous fan’s cart calls carry no account token', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the cart rules do not depend on the device');
    const calls = cartCalls(page);
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Adulte', 1);
    await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.authorization).toBeNull();
  });

  test('a stored cart whose products are in French only survives a reload', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the cart rules do not depend on the device');
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Adulte', 2);
    await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();
    // As a real cart service answers for a product translated in French only: no English texts.
    await page.evaluate(() => {
      const withoutEnglish = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(withoutEnglish);
        if (value === null || typeof value !== 'object') return value;
        return Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !(key === 'en' && 'fr' in value))
            .map(([key, field]) => [key, withoutEnglish(field)]),
        );
      };
      const stored = JSON.parse(localStorage.getItem('CHECKOUT') ?? '{}') as unknown;
      localStorage.setItem('CHECKOUT', JSON.stringify(withoutEnglish(stored)));
    });
    expect(await page.evaluate(() => localStorage.getItem('CHECKOUT'))).not.toContain('"en"');
    await page.goto('/en/checkout/cart');
    const main = page.getByRole('main');
    // The French name stands in for the English one.
    await expect(main).toContainText(weekend);
    await expect(main).toContainText('2 tickets');
    await page.reload();
    await expect(page.getByRole('main')).toContainText(weekend);
    await expect(page.getByRole('link', { name: /Cart, 2 items/ })).toBeVisible();
  });

  test('a member-only price asks a logged-out fan to log in', async ({ page }) => {
    await page.goto(presalePage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Membre ACO', 1);
    const alert = page.getByRole('alert').filter({
      hasText: 'Vous devez vous connecter pour acheter un billet membre',
    });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  });

  test('an expired cart is replaced by a new one on the next add', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the cart rules do not depend on the device');
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Adulte', 1);
    await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();
    const first = await page.evaluate(() => localStorage.getItem('CHECKOUT'));
    expect(first).toContain('"uuid"');
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('CHECKOUT') ?? '{}') as {
        cart: { validity: string };
      };
      stored.cart.validity = new Date(Date.now() - 60_000).toISOString();
      localStorage.setItem('CHECKOUT', JSON.stringify(stored));
    });
    await page.goto('/fr/checkout/cart');
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Enfant', 1);
    await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toContainText(
      'Enfant',
    );
    const uuidOf = (stored: string | null) => /"uuid":"([^"]+)"/.exec(stored ?? '')?.[1];
    const second = await page.evaluate(() => localStorage.getItem('CHECKOUT'));
    expect(uuidOf(second)).toBeTruthy();
    expect(uuidOf(second)).not.toBe(uuidOf(first));
  });

  test('an item removed from the cart page leaves the cart', async ({ page }) => {
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Adulte', 1);
    await closeAdded(page);
    await addTickets(page, weekend, 'Enfant', 2);
    await page.getByRole('dialog').getByRole('link', { name: 'Voir le panier' }).click();
    await expect(page).toHaveURL('/fr/checkout/cart');
    const main = page.getByRole('main');
    await expect(main).toContainText('3 billets');
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: /^Retirer : .*Enfant/ }).click();
    await expect(main).toContainText('1 billet');
    await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
  });
});

// The refusals log what happened (and the browser logs the failed calls) on purpose.
test.describe('the ticket shop when the cart refuses', () => {
  test.use({
    allowedConsoleErrors: [
      /status of (401|403|409|503)|Could not add to the cart|not allowed: https:/,
    ],
  });
  test.skip(({ isMobile }) => isMobile, 'the cart rules do not depend on the device');

  /**
   * A logged-in member asks for a member price, and the cart service refuses the new cart with this
   * error: its own answer (and CORS headers), with the status and error JSON it would send. Returns
   * once the error modal says `text`, and is closed.
   */
  async function memberPriceRefused(page: Page, status: number, code: string, text: string) {
    await page.route(/\/cart\/carts$/, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, status, json: { error: { code, message: code } } });
    });
    await page.goto(presalePage);
    await waitForHydration(page);
    await logIn(page);
    await addTickets(page, weekend, 'Membre ACO', 1);
    const refused = page.getByRole('dialog', { name: 'Ajout au panier impossible' });
    await expect(refused).toContainText(text);
    await refused.getByRole('button', { name: 'Fermer' }).click();
  }

  test('the service refuses a member price (MEMBER_ONLY): the membership message', async ({
    page,
  }) => {
    // The service decides from the token: here it finds no current membership for this member (say,
    // it ended since the page loaded). The page has no say against it.
    await memberPriceRefused(
      page,
      403,
      'MEMBER_ONLY',
      'Ce tarif est réservé aux membres de l’ACO à jour de leur adhésion.',
    );
    // Still logged in: it is the membership that is missing, not the session.
    await expect(page.getByRole('button', { name: 'Mon compte, Camille' })).toBeVisible();
  });

  test('the service no longer takes the session (LOGIN_REQUIRED): log in again, and logged out', async ({
    page,
  }) => {
    await memberPriceRefused(
      page,
      401,
      'LOGIN_REQUIRED',
      'Votre session a pris fin. Reconnectez-vous, puis ajoutez vos billets.',
    );
    await expect(page.getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
    expect(
      await page.evaluate(
        () => sessionStorage.getItem('ACCOUNT_TOKEN') ?? localStorage.getItem('ACCOUNT_TOKEN'),
      ),
    ).toBeNull();
  });

  test('too many tickets of a price: the invalid-quantity message', async ({ page }) => {
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Adulte', 5);
    await closeAdded(page);
    await addTickets(page, weekend, 'Adulte', 1);
    const refused = page.getByRole('dialog', { name: 'Ajout au panier impossible' });
    await expect(refused).toContainText('Votre panier peut contenir au plus 5 ×');
  });

  test('a shop URL on a host that is not allowed is refused, and the cart kept', async ({
    page,
  }) => {
    await rewriteCarts(page, (cart) => {
      cart['shopUrl'] = 'https://pay.evil.example/checkout';
    });
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Adulte', 1);
    await page.getByRole('button', { name: 'Passer au paiement' }).click();
    await expect(page.getByRole('dialog', { name: 'Paiement indisponible' })).toBeVisible();
    await expect(page).toHaveURL(ticketsPage);
    await page.goto('/fr/checkout/cart');
    await expect(page.getByRole('main')).toContainText(weekend);
  });

  test('the cart service failing on add: an error, and the cart keeps what it had', async ({
    page,
  }) => {
    await page.goto(ticketsPage);
    await waitForHydration(page);
    await addTickets(page, weekend, 'Adulte', 1);
    await closeAdded(page);
    await page.route(/\/cart\/carts\/[^/]+\/items$/, (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await addTickets(page, weekend, 'Enfant', 1);
    await expect(page.getByRole('dialog', { name: 'Ajout au panier impossible' })).toContainText(
      'n’ont pas pu être ajoutés',
    );
    await page.goto('/fr/checkout/cart');
    await expect(page.getByRole('main')).toContainText(weekend);
    await expect(page.getByRole('main')).toContainText('1 billet');
  });
});
