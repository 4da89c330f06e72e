import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('not-found view', () => {
  const visits = [
    {
      locale: 'fr',
      path: '/une-page-qui-n-existe-pas',
      title: 'Erreur 404 - Page introuvable',
      heading: 'Sortie de piste',
      back: 'Retour aux stands',
      home: '/',
      siteTitle: '24 Heures du Mans',
    },
    {
      locale: 'en',
      path: '/en/no-such-page',
      title: '404 Error - Page not found',
      heading: 'Off-track',
      back: 'Back to stands',
      home: '/en',
      siteTitle: '24 Hours of Le Mans',
    },
  ];

  for (const visit of visits) {
    test(`answers an unknown ${visit.locale} path with 404 and the way back to the stands`, async ({
      page,
    }) => {
      const response = await page.goto(visit.path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(visit.title);
      await expect(page.locator('html')).toHaveAttribute('lang', visit.locale);
      await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      const back = page.getByRole('link', { name: visit.back });
      await expect(back).toHaveAttribute('href', visit.home);
      await expectNoAxeViolations(page);

      await waitForHydration(page);
      await back.click();
      await expect(page).toHaveURL(visit.home);
      await expect(
        page.getByRole('banner').getByRole('link', { name: visit.siteTitle }),
      ).toBeVisible();
    });
  }

  test('treats a locale the site does not have as an unknown page', async ({ page }) => {
    const response = await page.goto('/de');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sortie de piste' })).toBeVisible();
  });
});
