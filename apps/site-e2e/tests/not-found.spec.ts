import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('not-found view', () => {
  test('answers an unknown French path with 404 and the way back to the stands', async ({ page }) => {
    const response = await page.goto('/une-page-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Erreur 404 - Page introuvable');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Sortie de piste' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    const back = page.getByRole('link', { name: 'Retour aux stands' });
    await expect(back).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    await back.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: '24 Heures du Mans' })).toBeVisible();
  });

  test('answers an unknown English path with 404 and leads back to the English home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 Error - Page not found');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Off-track' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to stands' });
    await expect(back).toHaveAttribute('href', '/en');
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    await back.click();
    await expect(page).toHaveURL('/en');
    await expect(page.getByRole('link', { name: '24 Hours of Le Mans' })).toBeVisible();
  });

  test('treats a locale the site does not have as an unknown page', async ({ page }) => {
    const response = await page.goto('/de');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sortie de piste' })).toBeVisible();
  });
});
