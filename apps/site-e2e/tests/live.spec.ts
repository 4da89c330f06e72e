import { expect, test } from './fixtures';

test.describe('live blocks', () => {
  test('the style guide gets its live timing, news feed and events from the content service', async ({
    page,
  }) => {
    const response = await page.goto('/fr/guide-de-style');
    expect(response?.status()).toBe(200);

    // The server renders the loading state; the browser asks the content service once hydrated.
    const timing = page.getByRole('region', { name: 'Classement en direct' });
    await expect(timing.getByRole('table')).toBeVisible();
    await expect(timing).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => timing.getByRole('row').count()).toBeGreaterThan(20);
    await expect(timing.getByText('En direct', { exact: true }).first()).toBeVisible();
    await timing.getByRole('button', { name: 'LMP2' }).click();
    await expect(timing.getByRole('button', { name: 'LMP2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(timing.getByRole('table', { name: 'Classement en direct : LMP2' })).toBeVisible();

    const moto = page.getByRole('region', { name: 'Les 24 Heures Motos en direct' });
    await expect.poll(() => moto.getByRole('row').count()).toBeGreaterThan(5);

    const feed = page.getByRole('region', { name: 'Le fil des actualités' });
    await expect(feed.getByRole('article')).toHaveCount(4);
    await expect(feed.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute(
      'href',
      '/fr/actualites',
    );

    const events = page.getByRole('region', { name: 'Les 24 Heures près de chez vous' });
    await expect(events.getByRole('status')).toHaveText(/^\d+ événements$/);
    await events.getByRole('searchbox', { name: 'Rechercher' }).fill('londres');
    await expect(events.getByRole('status')).toHaveText('1 événement');
  });
});
