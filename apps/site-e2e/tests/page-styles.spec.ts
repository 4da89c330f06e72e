import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Each page brings the CSS of what it shows. The server writes into the page's head the rules of its
 * route, its footer and its block types, so a block is styled before any script runs, and whether its
 * code ever loads; a client-side navigation to a page with other block types shows them styled; a
 * modal's and the consent banner's rules come with their code; and a ticket page keeps its layout when
 * its offers sell out after it has loaded.
 */

/** A class in a selector (or in a stylesheet's text). */
const classPattern = /\.(-?[_a-zA-Z][\w-]*)/g;

let built: ReadonlySet<string> | undefined;

/**
 * The classes the stylesheets of the site's build name (a CSS module's class that only composes others
 * has no rule of its own, in any of them).
 */
function builtClasses(): ReadonlySet<string> {
  if (built) return built;
  const assets = new URL('../../site/build/client/assets/', import.meta.url);
  const names = new Set<string>();
  for (const file of readdirSync(assets).filter((each) => each.endsWith('.css'))) {
    for (const [, name] of readFileSync(new URL(file, assets), 'utf8').matchAll(classPattern)) {
      if (name) names.add(name);
    }
  }
  built = names;
  return names;
}

/**
 * The classes on the page's elements that a stylesheet of the build names but none of the page's: the
 * stylesheet that styles them did not come with the page.
 */
async function unstyledClasses(page: Page): Promise<string[]> {
  const classes = await page.evaluate((pattern) => {
    const named = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(new RegExp(pattern, 'g'))) {
            if (name) named.add(name);
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    const used = new Set<string>();
    for (const element of document.body.querySelectorAll('[class]')) {
      for (const name of element.classList) used.add(name);
    }
    return [...used].filter((name) => !named.has(name)).sort();
  }, classPattern.source);
  return classes.filter((name) => builtClasses().has(name));
}

const pages = [
  '/',
  '/fr/billetterie/enceinte-et-tribunes',
  '/fr/checkout/cart',
  '/fr/partenaires',
  '/fr/guide-de-style',
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pages) {
    test(`${path} comes with the rules of everything on it, in its head`, async ({ page }) => {
      await page.goto(path);
      expect(await unstyledClasses(page)).toEqual([]);
      // One <style> in the head, no stylesheet to wait for before the first paint.
      await expect(page.locator('head style[data-precedence]')).toHaveCount(1);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    });
  }

  test('a lazy block is laid out by its own rules', async ({ page }) => {
    await page.goto('/fr/partenaires');
    const logo = page.locator('[data-block-type="partners"] li a').first();
    // Each logo on white in a thin frame, its picture spanning it.
    await expect(logo).toHaveCSS('border-top-width', '1px');
    await expect(logo).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const [frame, picture] = await Promise.all([
      logo.boundingBox(),
      logo.locator('img').boundingBox(),
    ]);
    expect(picture?.width).toBeGreaterThan((frame?.width ?? 0) / 2);
  });
});

test('the page carries the nonce of its policy on its <style>', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(await response.text()).toContain(`<style nonce="${nonce}" data-precedence="paddock"`);
});

test('a client-side navigation shows a new block type styled from its first frame', async ({
  page,
}) => {
  await page.goto('/fr/checkout/cart');
  await waitForHydration(page);
  // What the partners block's logos look like the moment they enter the page.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenLogoBorders: seen });
    new MutationObserver(() => {
      const logo = document.querySelector('[data-block-type="partners"] li a');
      if (logo && seen.length === 0) seen.push(getComputedStyle(logo).borderTopWidth);
    }).observe(document.body, { childList: true, subtree: true });
  });
  // A route change in the browser, as a click on a router link does it (the menus' links load
  // documents; the router's links are in the lazily hydrated footer).
  await page.evaluate(() =>
    (
      window as unknown as {
        __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
      }
    ).__reactRouterDataRouter.navigate('/fr/partenaires'),
  );
  await expect(page).toHaveURL(/\/fr\/partenaires$/);
  await expect(page.locator('[data-block-type="partners"] li a').first()).toBeVisible();
  // The same document (no full load): the observer is still there, and saw the logos styled.
  expect(
    await page.evaluate(() => (window as unknown as { seenLogoBorders: string[] }).seenLogoBorders),
  ).toEqual(['1px']);
  await expect(page.locator('link[rel="stylesheet"][data-precedence="paddock"]')).not.toHaveCount(
    0,
  );
  expect(await unstyledClasses(page)).toEqual([]);
});

test('a modal comes with its rules', async ({ page }) => {
  await page.goto('/fr/partenaires');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Se connecter' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  expect(await unstyledClasses(page)).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ consent: null });

  test('gets the consent banner with its rules', async ({ page }) => {
    await page.goto('/fr/partenaires');
    await expect(page.getByRole('region', { name: 'Vos données personnelles' })).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  });
});

test('a ticket page keeps its layout when its offers sell out after it has loaded', async ({
  page,
  baseURL,
}) => {
  // What is left is held back until the page is measured, then comes: nothing left of anything.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/ticket-availabilities?*', async (route) => {
    await released;
    await route.fulfill({
      json: { tickets: [], packages: [] },
      headers: {
        'access-control-allow-origin': new URL(baseURL ?? '').origin,
        'access-control-allow-credentials': 'true',
      },
    });
  });
  await page.goto('/fr/billetterie/enceinte-et-tribunes');
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  const boxes = () =>
    page.locator('main [data-block-type]').evaluateAll((blocks) =>
      blocks.map((block) => {
        const { y, height } = block.getBoundingClientRect();
        return `${block.getAttribute('data-block-type')} ${Math.round(y)} ${Math.round(height)}`;
      }),
    );
  // Quantities to choose, until what is left says there is nothing.
  const choices = page.locator('main select:enabled');
  await expect(choices).not.toHaveCount(0);
  const before = await boxes();
  release();
  await expect(choices).toHaveCount(0);
  expect(await boxes()).toEqual(before);
  // Each price that sold out says so where its quantity was.
  await expect(page.getByText('Complet', { exact: true }).first()).toBeVisible();
});
