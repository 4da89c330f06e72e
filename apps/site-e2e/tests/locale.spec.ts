import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('home page and locale switch', () => {
  test('serves the French home at the root and switches to English and back', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(/^24 Heures du Mans/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: '24 Heures du Mans' }),
    ).toHaveAttribute('href', '/');
    // The French home as served is checked with axe by the content journey, on both devices.
    await waitForHydration(page);

    const languages = page.getByRole('navigation', { name: 'Langue' });
    await expect(languages.getByRole('link', { name: 'FR – Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await languages.getByRole('link', { name: 'EN – English' }).click();

    await expect(page).toHaveURL('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^24 Hours of Le Mans/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: '24 Hours of Le Mans' }),
    ).toHaveAttribute('href', '/en');
    await expectNoAxeViolations(page);
    await waitForHydration(page);

    const english = page.getByRole('navigation', { name: 'Language' });
    await expect(english.getByRole('link', { name: 'EN – English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await english.getByRole('link', { name: 'FR – Français' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('switches locale from the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const english = page.getByRole('link', { name: 'EN – English' }).first();
    for (
      let presses = 0;
      presses < 30 && !(await english.evaluate((link) => link === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(english).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en');
  });

  test('keeps one URL per page: /fr redirects to the French home', async ({ page }) => {
    const response = await page.request.get('/fr', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/');
  });
});
