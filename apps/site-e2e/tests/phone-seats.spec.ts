import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// A fan on a phone: 390 × 844, a finger (hasTouch). Every step is a tap; the geometry is asserted.
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });

const words = {
  fr: {
    page: '/fr/billetterie/enceinte-et-tribunes',
    ticket: 'Tribune Grand Virage (T34)',
    choose: 'Choisir mes places',
    compare: 'Comparer les catégories et leur vue',
    stands: 'Choisissez vos places',
    simple: 'Choisissez votre catégorie',
    blocks: /^Bloc T34-[A-H], /,
    // A block of its own, so that journeys running side by side do not race for the same seats.
    block: /^Bloc T34-C, /,
    seat: /, rang R(\d+), place (\d{4}), /,
    free: /, libre$/,
    seeSeats: 'Voir les places',
    seatsOf: /^Places du bloc T34-C/,
    firstBlockSeats: /^Places du bloc T34-A/,
    key: 'Couleurs des blocs',
    touchHint: /^Touchez une place libre/,
    keysHint: /^Les flèches du clavier/,
    prices: 'Choisir les tarifs',
    price: /^Tarif, place/,
    add: 'Ajouter au panier',
    added: 'Ajouté à votre panier',
    cart: 'Voir le panier',
    name: (row: number, seat: number) => `Tribune T34 · Bloc C · Rang ${row} · Place ${seat}`,
    priceName: (row: number) => `Tribune Grand Virage (T34) · Bloc C · Rang ${row}`,
    controls: 'Zoom et déplacement',
  },
  en: {
    page: '/en/tickets/general-admission-and-grandstands',
    ticket: 'Grand Virage grandstand (T34)',
    choose: 'Choose my seats',
    compare: 'Compare the categories and their view',
    stands: 'Choose your seats',
    simple: 'Choose your category',
    blocks: /^Block T34-[A-H], /,
    block: /^Block T34-D, /,
    seat: /, row R(\d+), seat (\d{4}), /,
    free: /, free$/,
    seeSeats: 'See the seats',
    seatsOf: /^Seats in block T34-D/,
    firstBlockSeats: /^Seats in block T34-A/,
    key: 'Colours of the blocks',
    touchHint: /^Tap a free seat/,
    keysHint: /^The arrow keys/,
    prices: 'Choose the prices',
    price: /^Price, seat/,
    add: 'Add to cart',
    added: 'Added to your cart',
    cart: 'Display cart',
    name: (row: number, seat: number) => `Stand T34 · Block D · Row ${row} · Seat ${seat}`,
    priceName: (row: number) => `Grand Virage grandstand (T34) · Block D · Row ${row}`,
    controls: 'Zoom and move',
  },
} as const;

/** Every one of `targets` is at least 44 × 44 CSS px: a finger's target on the seat map. */
async function expectFingerSized(targets: Locator) {
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { name: element.getAttribute('aria-label'), width, height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.width, `${box.name} width`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${box.name} height`).toBeGreaterThanOrEqual(44);
  }
}

/** Wholly inside the first viewport (the modal's sticky footer keeps the step's action there). */
async function expectOnScreen(target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
}

async function openTicketPage(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

for (const locale of ['fr', 'en'] as const) {
  const t = words[locale];

  test.describe(`seats on a phone (${locale})`, () => {
    test.beforeEach(() => {
      test.skip(
        test.info().project.name !== 'mobile',
        'the phone journeys run in the mobile project',
      );
    });

    test('the seated purchase by touch, each seat named as a person reads it', async ({ page }) => {
      await openTicketPage(page, t.page);
      const offer = page.getByRole('article', { name: t.ticket }).first();
      await expect(offer.getByRole('button', { name: t.choose })).toBeEnabled();
      await offer.getByRole('button', { name: t.choose }).tap();
      const stands = page.getByRole('dialog', { name: t.stands });
      await expect(stands).toBeVisible();

      // The whole screen is the modal; the map opens on the grandstand, its blocks a finger's size.
      expect(await stands.boundingBox()).toEqual({ x: 0, y: 0, ...phone });
      const blocks = stands.getByRole('button', { name: t.blocks });
      await expect(blocks.first()).toBeVisible();
      await expectFingerSized(blocks);
      await expect(stands.getByRole('list', { name: t.key }).getByRole('listitem')).toHaveCount(5);
      await expectOnScreen(stands.getByRole('button', { name: t.seeSeats }));
      // The seven map controls are folded into one toggle.
      const toggle = stands.getByRole('button', { name: t.controls });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectFingerSized(toggle);

      await stands.getByRole('button', { name: t.block }).first().tap();
      await expect(stands.getByRole('heading', { name: t.seatsOf })).toBeAttached();
      const seats = stands.getByRole('button', { name: t.seat });
      await expect(seats.first()).toBeVisible();
      await expectFingerSized(seats);
      // Touch words on a touch screen; the keys' words wait for a keyboard.
      await expect(stands.getByText(t.touchHint)).toBeVisible();
      await expect(stands.getByText(t.keysHint)).toBeHidden();

      const free = stands.getByRole('button', { name: t.free });
      const chosen: { row: number; seat: number }[] = [];
      for (let index = 0; index < 2; index += 1) {
        const seat = free.nth(index);
        const [, row = '', number = ''] =
          t.seat.exec((await seat.getAttribute('aria-label')) ?? '') ?? [];
        chosen.push({ row: Number(row), seat: Number(number) });
        await seat.tap();
      }
      await expect(stands.getByRole('button', { name: t.free, pressed: true })).toHaveCount(2);
      const next = stands.getByRole('button', { name: t.prices });
      await expectOnScreen(next);
      await expectNoAxeViolations(page);
      await next.tap();

      const prices = stands.getByRole('combobox', { name: t.price });
      await expect(prices).toHaveCount(2);
      for (let index = 0; index < 2; index += 1) await prices.nth(index).selectOption({ index: 1 });
      // The price step keeps the seat's 4 characters, with its grandstand, block and row beside.
      for (const { row, seat } of chosen) {
        await expect(stands).toContainText(String(seat).padStart(4, '0'));
        await expect(stands).toContainText(t.priceName(row));
      }
      const add = stands.getByRole('button', { name: t.add });
      await expectOnScreen(add);
      await add.tap();

      const added = page.getByRole('dialog', { name: t.added });
      await expect(added).toBeVisible();
      for (const { row, seat } of chosen) await expect(added).toContainText(t.name(row, seat));
      await added.getByRole('link', { name: t.cart }).tap();
      const main = page.getByRole('main');
      for (const { row, seat } of chosen) await expect(main).toContainText(t.name(row, seat));
    });

    test('StandsSimple from the ticket page: a category picks its first block, the panorama fits', async ({
      page,
    }) => {
      await openTicketPage(page, t.page);
      const offer = page.getByRole('article', { name: t.ticket }).first();
      await expect(offer.getByRole('button', { name: t.compare })).toBeEnabled();
      await offer.getByRole('button', { name: t.compare }).tap();
      const simple = page.getByRole('dialog', { name: t.simple });
      await expect(simple).toBeVisible();
      expect(await simple.boundingBox()).toEqual({ x: 0, y: 0, ...phone });

      const category = simple.getByRole('radio').first();
      await category.tap();
      await expect(category).toBeChecked();
      // Its first block is chosen, in its own block selector.
      await expect(simple.getByRole('combobox', { disabled: false })).toHaveValue('T34-A');
      const map = simple
        .getByRole('group', {
          name: locale === 'fr' ? 'Plan des tribunes' : 'Map of the grandstands',
        })
        .first();
      await expect(map).toBeVisible();
      // The panorama's box fits the screen; a finger slides the map inside it.
      const panorama = await map.locator('xpath=../..').boundingBox();
      expect(panorama?.x).toBeGreaterThanOrEqual(0);
      expect((panorama?.x ?? 0) + (panorama?.width ?? phone.width + 1)).toBeLessThanOrEqual(
        phone.width,
      );
      expect(panorama?.height).toBeLessThanOrEqual(phone.height);
      await expectFingerSized(simple.getByRole('button', { name: t.controls }));
      await expectFingerSized(simple.getByRole('button', { name: t.seat }));
      await expectNoAxeViolations(page);

      const go = simple.getByRole('button', { name: t.choose });
      await expectOnScreen(go);
      await go.tap();
      const stands = page.getByRole('dialog', { name: t.stands });
      await expect(stands.getByRole('heading', { name: t.firstBlockSeats })).toBeAttached();
    });
  });
}
