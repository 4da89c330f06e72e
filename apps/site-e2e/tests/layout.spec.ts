import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/** The element sits in the viewport, below the sticky header rather than under it. */
async function expectScrolledIntoView(page: Page, selector: string) {
  const target = page.locator(selector);
  await expect(target).toBeInViewport();
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const box = await target.boundingBox();
      return header && box ? box.y - (header.y + header.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

test.describe('page layouts', () => {
  test('an anchor link scrolls to its section, below the header', async ({ page }) => {
    await page.goto('/fr/mentions-legales');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'Données personnelles' }).click();
    await expect(page).toHaveURL(/\/fr\/mentions-legales#donnees$/);
    await expectScrolledIntoView(page, '#donnees');
  });

  test('a footer link to a section of another page lands on that section', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'on a phone the footer columns are closed accordions');
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of sale' }).click();
    await expect(page).toHaveURL(/\/en\/legal-notice#cgv$/);
    await expectScrolledIntoView(page, '#cgv');
  });

  test('footer links prefetch their pages once within 200px of the viewport', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'on a phone the footer columns are closed accordions');
    await page.goto('/');
    await waitForHydration(page);
    // The first footer link to a page of the site.
    const link = page.getByRole('contentinfo').locator('a[href="/fr/billetterie"]').first();
    await expect(link).toBeAttached();
    const prefetches = page.locator('link[rel="prefetch"][href*=".data"]');
    // The link's top `gap` px below the bottom of the viewport.
    const scrollLinkTo = (gap: number) =>
      link.evaluate((element, below) => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight - below, behavior: 'instant' });
        // Two frames: the observer has looked at the new position.
        return new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        );
      }, gap);
    await scrollLinkTo(600);
    await expect(prefetches).toHaveCount(0);
    // A block that fills in after hydration (the ticket offers' availabilities) could still push the
    // footer down after a scroll: bring the link back to 150 px below the viewport until the prefetch
    // shows (a margin under 150 px never shows it).
    await expect(async () => {
      await scrollLinkTo(150);
      await expect(prefetches.first()).toBeAttached({ timeout: 2_000 });
    }).toPass();
    await expect(page.locator('link[rel="prefetch"][href^="/fr/billetterie.data"]')).toBeAttached();
  });

  test('the shop layout shows the cart and keeps the menu behind the burger', async ({ page }) => {
    await page.goto('/fr/billetterie/enceinte-et-tribunes');
    await expect(page.getByRole('link', { name: /^Panier/ })).toHaveAttribute(
      'href',
      '/fr/checkout/cart',
    );
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
