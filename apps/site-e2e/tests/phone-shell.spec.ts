/**
 * The site's frame on a phone (390×844, touch) in French and English, by its geometry rather than its
 * presence: the header is one bar under a one-line top menu and, with the alert banner, leaves the home
 * hero's title and call to action in the first viewport; the menu sheet reaches every item and sister
 * site, each the element under a tap at its centre, while the page behind it does not scroll; the
 * not-found view sits in the frame. On desktop (1440×900): the same sheet reaches everything, and the
 * footer's columns carry no fold arrows.
 *
 * The phone journeys run in the mobile project, the desktop ones in the desktop project.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  holdHydration,
  isHydrated,
  test,
  waitForHydration,
} from './fixtures';

const locales = {
  fr: {
    home: '/',
    ticketPage: '/fr/billetterie/enceinte-et-tribunes',
    missing: '/une-page-absente',
    title: '24 Heures du Mans',
    cta: 'Réserver mes billets',
    login: 'Se connecter',
    alert: 'Alerte',
    topMenu: 'Menu secondaire',
    cart: /^Panier/,
    partners: 'Nos partenaires',
    notFound: 'Sortie de piste',
  },
  en: {
    home: '/en',
    ticketPage: '/en/tickets/general-admission-and-grandstands',
    missing: '/en/no-such-page',
    title: '24 Hours of Le Mans',
    cta: 'Book my tickets',
    login: 'Log in',
    alert: 'Alert',
    topMenu: 'Secondary menu',
    cart: /^Cart/,
    partners: 'Our partners',
    notFound: 'Off-track',
  },
} as const;

type Texts = (typeof locales)[keyof typeof locales];

/**
 * The page's box of a locator that must be rendered. Waited for: a lazy block's server HTML may be
 * swapped for its hydrated twin at the moment it is measured (no box for that instant).
 */
async function boxOf(locator: Locator) {
  const found: { box: Awaited<ReturnType<Locator['boundingBox']>> } = { box: null };
  await expect(async () => {
    found.box = await locator.boundingBox();
    expect(found.box, `${locator.toString()} has a box`).not.toBeNull();
  }).toPass();
  if (!found.box) throw new Error(`${locator.toString()} has no box`);
  return found.box;
}

/** A finger swipe from (x, fromY) to (x, toY), as Chromium's touch events. */
async function swipe(cdp: CDPSession, x: number, fromY: number, toY: number) {
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x, y: fromY }],
  });
  const step = fromY > toY ? -30 : 30;
  for (let y = fromY + step; step < 0 ? y > toY : y < toY; y += step) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The one bar of the header: the row that holds the burger. */
const barOf = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true }).locator('..');

/**
 * Opens the menu sheet, then brings each of its links into view within the sheet: it must then be
 * inside the viewport and be the element a tap at its centre lands on (trial click: nothing moves).
 */
async function expectEveryMenuLinkReachable(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const sheetBox = await boxOf(sheet);
  expect(sheetBox.y).toBeLessThanOrEqual(0.5);
  expect(sheetBox.height).toBeGreaterThanOrEqual(viewport.height - 1);

  const links = sheet.getByRole('link');
  const count = await links.count();
  // The languages, the menu with its sub-menus and the sister sites.
  expect(count).toBeGreaterThan(15);
  const universes = sheet.getByRole('region', { name: 'Univers ACO' }).getByRole('link');
  expect(await universes.count()).toBe(7);
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    await link.scrollIntoViewIfNeeded();
    const box = await boxOf(link);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.height).toBeGreaterThanOrEqual(24);
    const hit = await link.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const under = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return under !== null && element.contains(under);
    });
    expect(hit, `${await link.innerText()} is under a tap at its centre`).toBe(true);
    await link.click({ trial: true });
  }
  for (const link of await universes.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
  }
  return sheet;
}

/**
 * A fan who reaches the footer before the page hydrates: the site's scripts are held until the footer
 * is scrolled into view, then let go. On the not-found page, whose content does not change at
 * hydration: what moves is the footer's doing. Answers the footer's columns, and its place and the page's
 * scroll before and once React has hydrated the footer (its nodes carry React's instance key), with
 * the layout shifts the page recorded in between.
 */
async function footerThroughHydration(page: Page, path: string) {
  const release = await holdHydration(page);
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const columns = footer.locator('details');
  expect(await columns.count()).toBeGreaterThan(1);
  const where = async () => ({
    footer: await boxOf(footer),
    scrollY: await page.evaluate(() => window.scrollY),
  });
  const before = await where();
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  const beforeOpen = await columns.evaluateAll((all) =>
    all.map((column) => column.hasAttribute('open')),
  );
  const beforeLinksShown = await columns.evaluateAll((all) =>
    all.map((column) => column.querySelector('a')?.checkVisibility() ?? false),
  );
  release();
  await expect.poll(() => isHydrated(page.locator('footer details').first())).toBe(true);
  // A frame for what the hydration's commit asks of the layout.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return {
    columns,
    before: { ...before, open: beforeOpen, linksShown: beforeLinksShown },
    after: await where(),
    shifts: await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
  };
}

test.describe('the phone frame (390×844)', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'mobile', 'phone journeys: the mobile project');
  });
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [locale, texts] of Object.entries(locales) as [string, Texts][]) {
    test(`${locale}: one bar and the alert leave the hero's title and call to action in the first viewport`, async ({
      page,
    }) => {
      await page.goto(texts.home);
      await waitForHydration(page);
      const header = page.getByRole('banner');
      const headerBox = await boxOf(header);
      const barBox = await boxOf(barOf(page));
      expect(barBox.height).toBeLessThanOrEqual(64);
      // One bar plus the one-line top menu.
      expect(headerBox.height).toBeLessThanOrEqual(64 + 44 + 1);

      // The top menu stays on one line (it scrolls sideways).
      const topItems = page
        .getByRole('navigation', { name: texts.topMenu })
        .locator(':scope > ul > li');
      const tops = new Set<number>();
      for (const item of await topItems.all()) tops.add(Math.round((await boxOf(item)).y));
      expect(tops.size).toBe(1);

      // The bar: the event's logo (home), the account entry named in full, the organiser's logo.
      const logo = header.getByRole('link', { name: texts.title, exact: true });
      await expect(logo).toBeVisible();
      const account = header.getByRole('button', { name: texts.login });
      const accountBox = await boxOf(account);
      expect(accountBox.width).toBeGreaterThanOrEqual(44);
      expect(accountBox.height).toBeGreaterThanOrEqual(44);
      await expect(header.getByRole('img', { name: /^ACO/ })).toBeVisible();
      // Nothing in the bar overlaps its neighbour.
      const barItems = await barOf(page).locator(':scope > *:visible').all();
      let right = -Infinity;
      for (const item of barItems) {
        const box = await boxOf(item);
        expect(box.x).toBeGreaterThanOrEqual(right - 0.5);
        right = box.x + box.width;
      }
      expect(right).toBeLessThanOrEqual(390);

      const alert = page.getByRole('region', { name: texts.alert });
      const alertBox = await boxOf(alert);
      expect(alertBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 0.5);

      const title = page.getByRole('heading', { name: texts.title, exact: true });
      const titleBox = await boxOf(title);
      expect(titleBox.y).toBeGreaterThanOrEqual(alertBox.y + alertBox.height);
      const cta = page.getByRole('link', { name: texts.cta });
      const ctaBox = await boxOf(cta);
      expect(ctaBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
      expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(844);
      expect(ctaBox.height).toBeGreaterThanOrEqual(44);
    });

    test(`${locale}: the menu sheet reaches every item and sister site, the page locked behind it`, async ({
      page,
    }) => {
      await page.goto(texts.home);
      await waitForHydration(page);
      const burger = page.getByRole('button', { name: 'Menu', exact: true });
      const sheet = await expectEveryMenuLinkReachable(page);
      await expectNoAxeViolations(page);

      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await sheet.evaluate((element) => element.scrollTo(0, 0));
      // A swipe up on the sheet scrolls the sheet, never the page; a wheel over the backdrop neither.
      const before = await page.evaluate(() => window.scrollY);
      const cdp = await page.context().newCDPSession(page);
      await swipe(cdp, 150, 700, 200);
      await expect.poll(() => sheet.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      // At the sheet's end, a further swipe does not carry on to the page.
      await sheet.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await swipe(cdp, 150, 700, 200);
      await page.mouse.move(385, 400);
      await page.mouse.wheel(0, 800);
      await swipe(cdp, 385, 700, 200);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);

      // Escape closes it and the focus is back on the burger.
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(burger).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe(
        'hidden',
      );

      // Tab goes round inside it.
      await burger.click();
      await expect(sheet).toBeVisible();
      const stops = await sheet.locator('a[href], button').count();
      for (let tab = 0; tab < stops + 2; tab += 1) {
        await page.keyboard.press('Tab');
        expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }

      // A tap on the backdrop beside it closes it too.
      await page.touchscreen.tap(385, 420);
      await expect(sheet).toBeHidden();
      await expect(burger).toBeFocused();
    });

    test(`${locale}: a ticket page has the one bar with the cart`, async ({ page }) => {
      await page.goto(texts.ticketPage);
      await waitForHydration(page);
      const barBox = await boxOf(barOf(page));
      expect(barBox.height).toBeLessThanOrEqual(64);
      const cart = page.getByRole('banner').getByRole('link', { name: texts.cart });
      const cartBox = await boxOf(cart);
      expect(cartBox.width).toBeGreaterThanOrEqual(44);
      expect(cartBox.y + cartBox.height).toBeLessThanOrEqual(barBox.y + barBox.height + 0.5);
    });

    test(`${locale}: the partners' logos and the footer are contained, and a keyboard finds the logos whole`, async ({
      page,
    }) => {
      await page.goto(texts.ticketPage);
      await waitForHydration(page);
      const strip = page.getByRole('region', { name: texts.partners });
      const categories = strip.getByRole('list').locator('xpath=..');
      const footer = page.getByRole('contentinfo');
      // Each logo is a picture of its own: one arriving lays out and paints again its category or
      // the footer, not the page.
      const containment = (locator: Locator) =>
        locator.evaluate((element) => getComputedStyle(element).contain);
      expect(await categories.count()).toBeGreaterThan(1);
      for (const category of await categories.all()) {
        expect(await containment(category)).toBe('layout paint');
      }
      expect(await containment(footer)).toBe('layout paint');

      // A contained category clips what its paint overflows: the keyboard's way to its last logo
      // finds the logo on the screen and its focus ring whole, inside the category's box.
      const lastCategory = categories.last();
      const logo = lastCategory.getByRole('link').last();
      await logo.focus();
      await expect(logo).toBeFocused();
      await expect(logo).toBeInViewport({ ratio: 1 });
      const [ring, clip] = await Promise.all([
        logo.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          return {
            top: box.top - out,
            right: box.right + out,
            bottom: box.bottom + out,
            left: box.left - out,
            out,
          };
        }),
        lastCategory.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      ]);
      expect(ring.out).toBeGreaterThan(0);
      expect(ring.top).toBeGreaterThanOrEqual(clip.top);
      expect(ring.left).toBeGreaterThanOrEqual(clip.left);
      expect(ring.right).toBeLessThanOrEqual(clip.right);
      expect(ring.bottom).toBeLessThanOrEqual(clip.bottom);
    });

    test(`${locale}: the footer, reached before the page hydrates, does not move when it does`, async ({
      page,
    }) => {
      const { columns, before, after, shifts } = await footerThroughHydration(page, texts.missing);
      // Folded from the server's HTML, as the phone shows them, and still folded once hydrated.
      expect(before.open.every((open) => !open)).toBe(true);
      for (const column of await columns.all()) await expect(column).not.toHaveAttribute('open');
      expect(after).toEqual({ footer: before.footer, scrollY: before.scrollY });
      expect(shifts).toEqual([]);
    });

    test(`${locale}: the not-found view sits in the frame: header, menus and footer`, async ({
      page,
    }) => {
      const response = await page.goto(texts.missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: texts.notFound })).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: texts.title, exact: true })).toBeVisible();
      const headerBox = await boxOf(header);
      expect(headerBox.height).toBeLessThanOrEqual(64 + 44 + 1);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeAttached();
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('link', { name: texts.title, exact: true })).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(1);
      await waitForHydration(page);
      // Down at the footer the header has retracted: a fan scrolls back up, and taps the burger once
      // the header is back in full (a tap while it slides in may press and release on different
      // elements: CI met a burger that never opened).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(barOf(page)).toBeInViewport({ ratio: 1 });
      await expectEveryMenuLinkReachable(page);
    });
  }
});

test.describe('the desktop frame (1440×900)', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'desktop journeys: the desktop project');
  });
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [locale, texts] of Object.entries(locales) as [string, Texts][]) {
    test(`${locale}: the footer's links show before the page hydrates, and do not move when it does`, async ({
      page,
    }) => {
      const { columns, before, after, shifts } = await footerThroughHydration(page, texts.missing);
      // Folded in the server's HTML (a phone's), yet the desktop shows their links from the first paint.
      expect(before.open.every((open) => !open)).toBe(true);
      expect(before.linksShown.every(Boolean)).toBe(true);
      for (const column of await columns.all()) await expect(column).toHaveAttribute('open');
      expect(after).toEqual({ footer: before.footer, scrollY: before.scrollY });
      expect(shifts).toEqual([]);
    });

    test(`${locale}: the menu sheet reaches everything; the footer's columns do not fold`, async ({
      page,
    }) => {
      await page.goto(texts.home);
      await waitForHydration(page);
      const cta = await boxOf(page.getByRole('link', { name: texts.cta }));
      expect(cta.y + cta.height).toBeLessThanOrEqual(900);
      await expectEveryMenuLinkReachable(page);
      await page.keyboard.press('Escape');

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const summaries = footer.locator('summary');
      expect(await summaries.count()).toBeGreaterThan(0);
      for (const summary of await summaries.all()) {
        await expect(summary.locator('svg')).toBeHidden();
        await expect(summary).toHaveAttribute('tabindex', '-1');
      }
    });
  }
});
