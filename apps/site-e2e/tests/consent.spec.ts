import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import {
  consentCookie,
  expect,
  expectNoAxeViolations,
  navigateInBrowser,
  pageViews,
  test,
  waitForHydration,
} from './fixtures';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The requests of the tag manager's and the pixel's scripts (the local services' stand-ins). */
function tagRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/\/analytics\/(gtm|pixel)\.js$/.test(pathname)) seen.push(pathname.split('/').pop() ?? '');
  });
  return seen;
}

/**
 * The page's clock runs past the pixel's delay (its script loads 3000 ms after the page's load event),
 * firing every timer due by then, rather than the test waiting it out; the clock was installed before
 * the page loaded. Then no tag's script is in the page, nor was one requested.
 */
/**
 * A first visit to the home page, the page's clock installed before it loads, the tags' requests
 * watched (returned).
 */
async function firstVisit(page: Page) {
  await page.clock.install();
  const tags = tagRequests(page);
  await page.goto('/');
  return tags;
}

/** A first visit whose banner is answered with `choice` once the page has hydrated. */
async function firstVisitAnswered(page: Page, choice: 'Tout refuser' | 'Tout accepter') {
  const tags = await firstVisit(page);
  await waitForHydration(page);
  await page.getByRole('button', { name: choice }).click();
  return tags;
}

/**
 * The page at `path` as the server sends it, its scripts held back (never answered): what a phone
 * shows while they download. The page's modules, and so its load event, never come.
 */
async function beforeItsModules(page: Page, path: string) {
  await page.route('**/assets/*.js', () => undefined);
  await page.goto(path, { waitUntil: 'commit' });
}

async function expectNoTagsPastThePixelDelay(page: Page, tags: string[]) {
  await page.clock.runFor(3500);
  await expect(page.locator('script[src*="/analytics/"]')).toHaveCount(0);
  expect(tags).toEqual([]);
}

test.describe('consent and audience measurement', () => {
  test.use({ consent: null });

  test('a first visit is asked, and nothing is measured until the visitor accepts', async ({
    page,
  }) => {
    const tags = await firstVisit(page);
    const banner = page.getByRole('region', { name: 'Vos données personnelles' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoTagsPastThePixelDelay(page, tags);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  test("is asked with the page's first paint, before any of its modules has loaded", async ({
    page,
  }) => {
    await beforeItsModules(page, '/en');
    const banner = page.getByRole('region', { name: 'Your privacy' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    // At the bottom of the screen, over the page, never more than half of it.
    const box = await banner.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
      expect(box.height).toBeLessThanOrEqual(viewport.height / 2 + 1);
    }
  });

  test('shows once the whole of it has come: as the page streams in, it never grows up the screen', async ({
    page,
    baseURL,
  }) => {
    // The page as a phone's network brings it: the server's HTML cut after the banner's title, the
    // rest once the test lets it through; anything else the page asks for comes from the site.
    const site = baseURL ?? '';
    const html = await (await fetch(`${site}/en`)).text();
    const cut = html.indexOf('</h2>', html.indexOf('Your privacy')) + '</h2>'.length;
    let letTheRestThrough: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => {
      letTheRestThrough = resolve;
    });
    const network = createServer((request, response) => {
      if (request.url === '/en') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        void rest.then(() => response.end(html.slice(cut)));
        return;
      }
      void fetch(`${site}${request.url ?? '/'}`).then(
        async (answer) => {
          response.writeHead(answer.status, {
            'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => response.destroy(),
      );
    });
    await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = network.address() as AddressInfo;
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The page's modules held back: the server's banner, as a phone shows it while they download.
      await page.route('**/assets/*.js', () => undefined);
      await page.goto(`http://127.0.0.1:${port}/en`, { waitUntil: 'commit' });
      const banner = page.getByRole('region', { name: 'Your privacy' });
      await expect(page.locator('h2', { hasText: 'Your privacy' })).toBeAttached();
      await expect(banner).toBeHidden();

      letTheRestThrough();
      await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
      const box = await banner.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.y + box.height).toBeCloseTo(viewport?.height ?? 0, 0);
      // Nothing moved: the banner came whole, at its place.
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
    } finally {
      letTheRestThrough();
      await new Promise((resolve) => network.close(resolve));
    }
  });

  test('refused: no tag, no pixel, no data layer, on this page or the next', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the same on a phone; the menu journey is on desktop');
    const tags = await firstVisitAnswered(page, 'Tout refuser');
    await expect(page.getByRole('region', { name: 'Vos données personnelles' })).toBeHidden();
    await page.getByRole('link', { name: 'Actualités', exact: true }).first().click();
    await expect(page).toHaveURL('/fr/actualites');
    await waitForHydration(page);
    await expectNoTagsPastThePixelDelay(page, tags);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    // The choice holds on the next visit: no banner.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Vos données personnelles' })).toHaveCount(0);
  });

  test('accepted: the tag manager loads, a page view per route, the pixel 3 s after load', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the same on a phone; the menu journey is on desktop');
    const tags = await firstVisitAnswered(page, 'Tout accepter');
    await expect.poll(() => tags).toContain('gtm.js');
    await expect.poll(() => pageViews(page)).toEqual(['/']);
    await navigateInBrowser(page, '/fr/mentions-legales');
    await expect(page).toHaveURL('/fr/mentions-legales');
    await expect.poll(() => pageViews(page)).toEqual(['/', '/fr/mentions-legales']);
    // The pixel's delay on the page's clock (installed before the page loaded) rather than waited out.
    await page.clock.runFor(3000);
    await expect.poll(() => tags, { timeout: 6000 }).toContain('pixel.js');
    const context = await page.evaluate(() =>
      (window.dataLayer ?? []).find((event) => event['event'] === 'virtualPageView'),
    );
    expect(context).toMatchObject({
      pageEnvironment: 'prod',
      loginStatus: 'logout',
      universe: 'evenementiel',
      template: 'contenu',
    });
  });

  test('a returning visitor never sees the banner, not even before the modules load', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([consentCookie(baseURL ?? '', { audience: false, marketing: false })]);
    await beforeItsModules(page, '/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vos données personnelles' })).toBeHidden();
  });

  test('#cookie opens the preferences, in the address or from the footer link', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en#cookie');
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(preferences).toBeVisible();
    await expect(preferences.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await preferences.getByRole('button', { name: 'Refuse all' }).click();
    await expect(preferences).toBeHidden();
    // The footer's link (on a phone its columns are closed accordions: the desktop journey clicks it).
    if (isMobile) return;
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });
    await footerLink.first().click();
    await expect(preferences).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a data layer another script broke', () => {
  test.use({ consent: null, allowedConsoleErrors: [/GTM is not available/] });

  test('accepting cookies leaves the page and, after a navigation, the cart as they are', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // Another script on the page set a data layer that is not one.
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown }).dataLayer = {};
    });
    await page.goto('/fr/billetterie/enceinte-et-tribunes');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(page.getByRole('region', { name: 'Vos données personnelles' })).toBeHidden();
    await expect.poll(() => logged).toContain('GTM is not available');
    // The page is still the page, not the not-found view, and it still sells.
    await expect(page.getByRole('heading', { name: 'Sortie de piste' })).toHaveCount(0);
    const offer = page.getByRole('article', { name: 'Enceinte générale — week-end' }).first();
    await offer.getByRole('combobox', { name: 'Quantité, Adulte' }).selectOption('1');
    await offer.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();
    // Consent is stored now: the next page meets the same data layer from its first frame.
    logged.length = 0;
    await page.goto('/fr/checkout/cart');
    await waitForHydration(page);
    await expect.poll(() => logged).toContain('GTM is not available');
    await expect(page.getByRole('heading', { name: 'Sortie de piste' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Enceinte générale — week-end');
    await expect(page.getByRole('main')).toContainText('1 billet');
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer))).toBe('{}');
  });
});
