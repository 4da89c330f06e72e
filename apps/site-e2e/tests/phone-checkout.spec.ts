import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/**
 * The end of a purchase on a phone (390×844, touch), in French and English: a cart without a shop URL
 * goes informations → review → confirmation through the cart service's order route; a cart with one
 * leads to the local payment page in the buyer's locale; a member reads their membership in the account
 * modal; a logged-out fan's member prompt opens the login dialog. Geometry, not just presence.
 */

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });

const pages = {
  fr: {
    tickets: '/fr/billetterie/enceinte-et-tribunes',
    presale: '/fr/prevente-membres',
    cart: '/fr/checkout/cart',
    empty: 'Votre panier est vide.',
    toTickets: 'Voir la billetterie',
    weekend: 'Enceinte générale — week-end',
    adult: 'Adulte',
    member: 'Membre ACO',
    quantity: 'Quantité',
    add: 'Ajouter au panier',
    added: 'Ajouté à votre panier',
    pay: 'Passer au paiement',
    continue: 'Continuer vers le récapitulatif',
    reviewTitle: 'Récapitulatif de votre commande',
    confirm: 'Confirmer ma commande',
    confirmedTitle: 'Commande confirmée',
    logIn: 'Se connecter',
    membersOnly: 'Réservé aux membres',
    loginDialog: 'Connexion',
    account: 'Mon compte',
    labels: {
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      street: 'Adresse (numéro et rue)',
      zipCode: 'Code postal',
      city: 'Ville',
      country: 'Pays',
    },
    membership: /Membre ACO · ACO1 jusqu’au \d{1,2}\s\p{L}+\s\d{4}/u,
  },
  en: {
    tickets: '/en/tickets/general-admission-and-grandstands',
    presale: '/en/member-presale',
    cart: '/en/checkout/cart',
    empty: 'Your cart is empty.',
    toTickets: 'See the tickets',
    weekend: 'General admission — race weekend',
    adult: 'Adult',
    member: 'ACO member',
    quantity: 'Quantity',
    add: 'Add to cart',
    added: 'Added to your cart',
    pay: 'Proceed to checkout',
    continue: 'Continue to the review',
    reviewTitle: 'Review your order',
    confirm: 'Confirm my order',
    confirmedTitle: 'Order confirmed',
    logIn: 'Log in',
    membersOnly: 'Members only',
    loginDialog: 'Log in',
    account: 'My account',
    labels: {
      firstname: 'First name',
      lastname: 'Last name',
      email: 'Email',
      phone: 'Phone',
      street: 'Street address',
      zipCode: 'Zip code',
      city: 'City',
      country: 'Country',
    },
    membership: /ACO member · ACO1 until \p{L}+\s\d{1,2},\s\d{4}/u,
  },
} as const;

type Locale = keyof typeof pages;

const buyer = {
  firstname: 'Tom',
  lastname: 'Kristensen',
  email: 'tom@example.dk',
  phone: '+45 12 34 56 78',
  street: '9 Le Mans vej',
  zipCode: '1010',
  city: 'Copenhagen',
  country: 'Denmark',
};

async function addWeekend(page: Page, locale: Locale, price: 'adult' | 'member' = 'adult') {
  const t = pages[locale];
  const offer = page.getByRole('article', { name: t.weekend }).first();
  await offer.getByRole('combobox', { name: `${t.quantity}, ${t[price]}` }).selectOption('1');
  await offer.getByRole('button', { name: t.add }).tap();
}

/** The box of a locator, which must be on screen. */
async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** Within the phone's width, and at least `min` CSS px each way (a thumb's target). */
async function expectTarget(locator: ReturnType<Page['locator']>, min: number) {
  await locator.scrollIntoViewIfNeeded();
  const { x, y, width, height } = await box(locator);
  expect(width).toBeGreaterThanOrEqual(min);
  expect(height).toBeGreaterThanOrEqual(min);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(phone.width);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height).toBeLessThanOrEqual(phone.height);
}

/** One line of text: no taller than 1.6 × its font size. */
async function expectOneLine(locator: ReturnType<Page['locator']>) {
  const { height } = await box(locator);
  const fontSize = await locator.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).fontSize),
  );
  expect(height).toBeLessThanOrEqual(fontSize * 1.6);
}

for (const locale of ['fr', 'en'] as const) {
  const t = pages[locale];

  test(`(${locale}) an empty cart says so on one line, the way to the tickets under it`, async ({
    page,
  }) => {
    await page.goto(t.cart);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const empty = main.getByText(t.empty);
    const toTickets = main.getByRole('link', { name: t.toTickets });
    await expect(empty).toBeVisible();
    await expectOneLine(empty);
    await expectTarget(toTickets, 44);
    const [said, link] = [await box(empty), await box(toTickets)];
    expect(link.y).toBeGreaterThanOrEqual(said.y + said.height);
    expect(link.x).toBeLessThanOrEqual(said.x + 1);
    // A 52 px button: its words on one line.
    expect(link.height).toBeLessThanOrEqual(56);
    await expectNoAxeViolations(page);
  });

  test(`(${locale}) a fan orders by touch: cart → informations → review → confirmation`, async ({
    page,
  }) => {
    // A cart without an external shop (SHOP_URL=off): the site's own informations and order steps.
    await page.route(/\/cart\/carts(\/[^/]+(\/items(\/[^/]+)?)?)?$/, async (route: Route) => {
      const response = await route.fetch();
      const cart = (await response.json()) as Record<string, unknown>;
      if (response.ok()) delete cart['shopUrl'];
      await route.fulfill({ response, json: cart });
    });
    await page.goto(t.tickets);
    await waitForHydration(page);
    await addWeekend(page, locale);
    const added = page.getByRole('dialog', { name: t.added });
    await expect(added).toContainText(t.weekend);
    await added.getByRole('button', { name: t.pay }).tap();

    await expect(page).toHaveURL(`/${locale}/checkout/informations`);
    for (const [name, value] of Object.entries(buyer)) {
      await page.getByLabel(t.labels[name as keyof typeof buyer], { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: t.continue }).tap();

    await expect(page).toHaveURL(`/${locale}/checkout/review`);
    await expect(page.getByRole('heading', { level: 1, name: t.reviewTitle })).toBeVisible();
    await expect(page.getByText(buyer.email)).toBeVisible();
    await expect(page.getByText(t.weekend)).toBeVisible();
    const confirm = page.getByRole('button', { name: t.confirm });
    await expectTarget(confirm, 44);
    await expectNoAxeViolations(page);
    await confirm.tap();

    await expect(page).toHaveURL(`/${locale}/checkout/confirmation`);
    const title = page.getByRole('heading', { level: 1, name: t.confirmedTitle });
    await expect(title).toBeFocused();
    const reference = page.getByText(/^P24-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(reference).toBeVisible();
    // The reference reads on one line, within the screen, in the first viewport.
    await expectTarget(reference, 0);
    await expectOneLine(reference);
    await expectNoAxeViolations(page);
    // The cart is paid: this browser holds none; the header's cart shows nothing.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('CHECKOUT') ?? '{}'));
    expect(stored.cart).toBeNull();
    expect(stored.order.reference).toBe(await reference.textContent());
  });

  test(`(${locale}) the payment page of a shop URL is in the buyer's language, amounts on one line`, async ({
    page,
  }) => {
    await page.goto(t.tickets);
    await waitForHydration(page);
    await addWeekend(page, locale);
    await page.getByRole('dialog', { name: t.added }).getByRole('button', { name: t.pay }).tap();
    await expect(page).toHaveURL(new RegExp(`/cart/shop/[0-9a-f-]+\\?locale=${locale}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByText(t.weekend)).toBeVisible();
    const total = page.getByTestId('shop-total');
    await expect(total).toHaveText(/^\d[\d\s,.\u202f]*\u00a0€$/);
    await expectOneLine(total);
    const confirmShop = page.getByRole('button', {
      name: locale === 'en' ? 'Confirm the order' : 'Confirmer la commande',
    });
    await expectTarget(confirmShop, 44);
    await expectNoAxeViolations(page);
    await confirmShop.tap();
    await expect(
      page.getByRole('heading', {
        name: locale === 'en' ? 'Order confirmed' : 'Commande confirmée',
      }),
    ).toBeVisible();
    // The way back leads to the site's home in that language.
    const back = page.getByRole('link', {
      name: locale === 'en' ? 'Back to the 24 Hours of Le Mans site' : /Retour au site/,
    });
    await expect(back).toHaveAttribute('href', new RegExp(locale === 'en' ? '/en$' : '/$'));
  });

  test(`(${locale}) a member reads their membership and its end in the account modal`, async ({
    page,
  }) => {
    await page.goto(t.presale);
    await waitForHydration(page);
    await page.getByRole('button', { name: t.logIn }).first().tap();
    const dialog = page.getByRole('dialog', { name: t.loginDialog });
    await dialog
      .getByLabel(locale === 'en' ? 'Email address' : 'Adresse e-mail')
      .fill('member@paddock.test');
    const password = dialog.getByLabel(locale === 'en' ? 'Password' : 'Mot de passe', {
      exact: true,
    });
    await password.fill('Paddock-24h!');
    await password.press('Enter');
    const account = page.getByRole('dialog', { name: t.account });
    const membership = account.getByText(t.membership);
    await expect(membership).toBeVisible();
    const { x, width } = await box(membership);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(phone.width);
    await expectNoAxeViolations(page);
  });

  test(`(${locale}) a logged-out fan's member prompt has a login button that opens the login dialog`, async ({
    page,
  }) => {
    await page.goto(t.presale);
    await waitForHydration(page);
    await addWeekend(page, locale, 'member');
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button') });
    const logIn = alert.getByRole('button', { name: t.logIn });
    await expectTarget(logIn, 24);
    await logIn.tap();
    await expect(page.getByRole('dialog', { name: t.loginDialog })).toBeVisible();
    // One modal at a time.
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test(`(${locale}) the presale's members-only box has a login button that opens the login dialog`, async ({
    page,
  }) => {
    await page.goto(t.presale);
    await waitForHydration(page);
    const membersBox = page.getByRole('heading', { name: t.membersOnly }).locator('..');
    const logIn = membersBox.getByRole('link', { name: t.logIn });
    await expectTarget(logIn, 24);
    await logIn.tap();
    await expect(page.getByRole('dialog', { name: t.loginDialog })).toBeVisible();
    // The link opened the dialog rather than moving the address to '#login'.
    expect(new URL(page.url()).hash).toBe('');
  });
}
