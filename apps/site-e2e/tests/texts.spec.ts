import type { Page } from '@playwright/test';
import { expect, navigateInBrowser, test, waitForHydration } from './fixtures';

/**
 * A page's HTML brings the texts its browser code can show (the frame's, its routes', its interactive
 * block types'), not its whole locale (apps/site/vite/page-messages.ts); the rest of the locale loads
 * before a client-side navigation shows its page.
 */

type Catalog = Record<string, unknown>;

/** The messages the page's HTML brought, and whether it says they are part of the locale. */
async function pageMessages(page: Page): Promise<{ messages: Catalog; partial: boolean }> {
  const element = page.locator('#pdk-messages');
  return {
    messages: JSON.parse((await element.textContent()) ?? '{}') as Catalog,
    partial: (await element.getAttribute('data-partial')) !== null,
  };
}

/** The locale's whole catalog, as the browser asks for it. */
async function wholeLocale(page: Page, locale: string): Promise<Catalog> {
  return (await (await page.request.get(`/i18n/${locale}.json`)).json()) as Catalog;
}

/** The catalog's ids that the page's visible text shows: a text that never arrived. */
async function idsShown(page: Page, catalog: Catalog): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return Object.keys(catalog).filter((id) => text.includes(id));
}

/** The requests for a locale's whole catalog that the page makes from now on. */
function catalogRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/i18n/')) requests.push(pathname);
  });
  return requests;
}

test.describe('the texts a page brings', () => {
  test('are those its code shows: a gallery’s viewer opens with its texts and nothing more to load', async ({
    page,
  }) => {
    const requests = catalogRequests(page);
    await page.goto('/');
    const whole = await wholeLocale(page, 'fr');
    const { messages, partial } = await pageMessages(page);
    expect(partial).toBe(true);
    // The frame's and the home's interactive types' texts: far from the whole locale.
    expect(Object.keys(messages).length).toBeLessThan(Object.keys(whole).length * 0.6);
    expect(messages['blocks.gallery.viewer']).toEqual(whole['blocks.gallery.viewer']);
    // A type the home does not have brings none.
    expect(Object.keys(messages).filter((id) => id.startsWith('blocks.seminar'))).toEqual([]);
    requests.length = 0;
    await waitForHydration(page);

    const gallery = page.locator('[data-block-type="gallery"]').first();
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('button', { name: /^Agrandir la photo 1 sur / }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Photo suivante' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Fermer la visionneuse' })).toBeVisible();
    expect(await idsShown(page, whole)).toEqual([]);
    expect(requests).toEqual([]);
  });

  test('and the rest of the locale arrives before a client-side navigation shows its page', async ({
    page,
  }) => {
    await page.goto('/fr/billetterie/enceinte-et-tribunes');
    const whole = await wholeLocale(page, 'fr');
    const { messages } = await pageMessages(page);
    // No gallery on the ticket page: none of its texts.
    expect(messages['blocks.gallery.viewer']).toBeUndefined();
    await waitForHydration(page);
    const requests = catalogRequests(page);

    await navigateInBrowser(page, '/');
    await expect(page).toHaveURL('/');
    expect(requests).toEqual(['/i18n/fr.json']);
    const gallery = page.locator('[data-block-type="gallery"]').first();
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('button', { name: /^Agrandir la photo 1 sur / }).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Photo suivante' }),
    ).toBeVisible();
    expect(await idsShown(page, whole)).toEqual([]);

    // Once whole, the locale never loads again.
    await navigateInBrowser(page, '/fr/partenaires');
    await expect(page).toHaveURL('/fr/partenaires');
    expect(requests).toEqual(['/i18n/fr.json']);
  });

  test('in English as in French', async ({ page }) => {
    await page.goto('/en');
    const whole = await wholeLocale(page, 'en');
    const { messages, partial } = await pageMessages(page);
    expect(partial).toBe(true);
    expect(messages['blocks.gallery.viewer']).toEqual(whole['blocks.gallery.viewer']);
    await waitForHydration(page);
    expect(await idsShown(page, whole)).toEqual([]);
  });
});
