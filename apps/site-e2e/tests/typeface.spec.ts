/**
 * Until the typeface arrives, a page shows a fallback font set to Archivo's measure (tokens.css of
 * @paddock/ui): when Archivo swaps in, lines break where they broke and nothing moves. A phone has its
 * own fonts, so each visit runs in a Chromium of its own whose fonts are a phone's: this machine's
 * (Liberation Sans, Arial's metric twin, as on a desktop or an iPhone with Arial), and an Android phone's,
 * whose only sans-serif is Roboto (`fixtures/fonts`: Roboto 3's variable font, latin, as Android 12 and
 * later have it; fontconfig is given nothing else). At each common phone width, on a first visit,
 * Archivo is held back until the page has hydrated and shows its fallback; then the layout shifts of
 * its swap are summed: less than 0.01 (where a line's last word fits in one font and not in the other,
 * a width's shift is 0.13 or more).
 *
 * Chromium finds its fonts through fontconfig on Linux only, so elsewhere this file skips; it launches
 * its own browsers with their own phone, so it runs once, in the phone project (the desktop project
 * ignores this file).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's one Android font set, a test helper beside chromium.ts (which playwright.config.ts imports the same way), not a lib
import { launchWithAndroidFonts } from '../../../tools/testing/android-fonts.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's one Chromium launch, a test helper that playwright.config.ts imports the same way, not a lib
import { chromiumLaunchOptions } from '../../../tools/testing/chromium.ts';
import { expect, test, waitForHydration } from './fixtures';

interface Fonts {
  name: string;
  /** The family of tokens.css whose faces show until Archivo comes. */
  fallback: string;
  launch: () => Promise<Browser>;
}

const phones: Fonts[] = [
  {
    name: "this machine's fonts (Liberation Sans)",
    fallback: 'Archivo fallback',
    launch: () => chromium.launch(chromiumLaunchOptions()),
  },
  {
    name: 'an Android phone (Roboto only)',
    fallback: 'Archivo fallback Roboto',
    launch: launchWithAndroidFonts,
  },
];

/** Common phone widths in CSS px: small Androids, iPhones, Pixels and Galaxies, the largest iPhones. */
const widths = [360, 390, 412, 430];

/** Pages whose first screen holds the most text set in every weight: the consent banner's on each. */
const pages = [
  { path: '/', locale: 'fr-FR', banner: 'Vos données personnelles' },
  { path: '/en', locale: 'en-GB', banner: 'Your privacy' },
  {
    path: '/fr/billetterie/enceinte-et-tribunes',
    locale: 'fr-FR',
    banner: 'Vos données personnelles',
  },
];

interface Shift {
  value: number;
  sources: string[];
}

/**
 * A first visit of `path` with Archivo held back: once the page has hydrated and shows `fallback`, the
 * typeface is let through; the layout shifts of its swap.
 */
async function swapShifts(
  page: Page,
  path: string,
  banner: string,
  fallback: string,
): Promise<Shift[]> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\.woff2$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node }[];
      }[]) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
              : (source.node?.nodeName ?? '?'),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Not `load`: the held font holds the document's load event too.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  // A first visit: the consent banner shows, its buttons in the fallback.
  await expect(
    page.getByRole('region', { name: banner }).getByRole('button').first(),
  ).toBeVisible();
  await expect.poll(() => requested, 'the typeface is asked for').toBe(true);
  const showing = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/^"|"$/g, '')),
  );
  expect.soft(showing, 'the faces shown until Archivo comes').toContain(fallback);
  expect(showing).not.toContain('Archivo Variable');
  const before = await page.evaluate(
    () => (window as unknown as { shifts: Shift[] }).shifts.length,
  );

  release();
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => face.family.includes('Archivo Variable') && face.status === 'loaded',
    ),
  );
  // Layout shifts are reported for the frame that painted them: two frames later, all are in.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  return page.evaluate(
    (from) => (window as unknown as { shifts: Shift[] }).shifts.slice(from),
    before,
  );
}

for (const fonts of phones) {
  test.describe(`the typeface swaps in on ${fonts.name}`, () => {
    let browser: Browser;

    test.skip(
      process.platform !== 'linux',
      'Chromium takes its fonts from fontconfig on Linux only',
    );

    test.beforeAll(async () => {
      browser = await fonts.launch();
    });

    test.afterAll(async () => {
      await browser?.close();
    });

    for (const { path, locale, banner } of pages) {
      test(`${path}: nothing moves, at each phone's width`, async ({ baseURL }) => {
        for (const width of widths) {
          const context = await browser.newContext({
            baseURL,
            locale,
            viewport: { width, height: 844 },
            deviceScaleFactor: 3,
            isMobile: true,
            hasTouch: true,
          });
          try {
            const swap = await swapShifts(await context.newPage(), path, banner, fonts.fallback);
            const total = swap.reduce((sum, shift) => sum + shift.value, 0);
            expect
              .soft(
                total,
                `${width} px: the layout shift of Archivo's swap (${JSON.stringify(swap.flatMap((shift) => shift.sources))})`,
              )
              .toBeLessThan(0.01);
          } finally {
            await context.close();
          }
        }
      });
    }
  });
}
