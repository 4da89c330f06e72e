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

  test('the agenda and the social wall come from the content service, the page first', async ({
    page,
  }) => {
    await page.goto('/en/style-guide');

    // The race week, by day in Paris: a tab a day, from the test day to the finish.
    const agenda = page.getByRole('region', { name: 'Race week', exact: true });
    const tabs = agenda.getByRole('tab');
    await expect(tabs).toHaveCount(6);
    await expect(agenda).toHaveAttribute('aria-busy', 'false');
    await tabs.first().focus();
    await page.keyboard.press('End');
    const lastDay = agenda.getByRole('tabpanel');
    await expect(lastDay).toContainText('Race and finish');
    await page.keyboard.press('Home');
    await expect(agenda.getByRole('tabpanel')).toContainText('Test day — session 1');
    await expect(agenda.getByRole('link', { name: 'The full schedule' })).toHaveAttribute(
      'href',
      '/en/schedule',
    );

    // The posts the organiser picked, with pictures of the content service's own.
    const wall = page.getByRole('region', { name: 'The circuit live on social media' });
    const posts = wall.getByRole('list', { name: 'Latest posts' }).getByRole('article');
    await expect(posts).toHaveCount(6);
    await expect(posts.first()).toContainText('Sunset over the Hunaudières straight.');
    await expect(
      posts.first().getByRole('link', { name: /See the post on Instagram/ }),
    ).toHaveAttribute('target', '_blank');
    await expect(
      wall.getByRole('navigation', { name: 'Social networks' }).getByRole('link'),
    ).toHaveCount(3);
  });
});
