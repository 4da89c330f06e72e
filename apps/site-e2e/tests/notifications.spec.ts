import { expect, test, waitForHydration } from './fixtures';

const services = `http://127.0.0.1:${process.env['E2E_SERVICES_PORT'] ?? 3301}`;

test.describe('live notifications', () => {
  test('a notification published through the services appears as a toast, and goes on close', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const live = page.locator('[data-live]');
    await expect(live).toHaveAttribute('data-live', 'open');
    const published = await request.post(`${services}/events/auto/notifications`, {
      headers: { Authorization: 'Bearer paddock-admin-dev' },
      data: { text: 'Voiture de sécurité en piste.', duration: 60_000 },
    });
    expect(published.status()).toBe(201);
    const toast = page.getByRole('status', { name: 'Notification en direct' });
    await expect(toast).toHaveText(/Voiture de sécurité en piste\./);
    // It does not take the focus from the page.
    await expect(page.locator('body')).toBeFocused();
    await toast.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(toast).toHaveText('');
  });

  test('the stream closes after the idle timeout, and activity reopens it', async ({ page }) => {
    // The e2e site runs with IDLE_TIMEOUT=4000 (playwright.config.ts): the page's clock runs the 4 s
    // rather than the test waiting them out (a longer timeout would leave the stream open).
    await page.clock.install();
    await page.goto('/en');
    await waitForHydration(page);
    const live = page.locator('[data-live]');
    await expect(live).toHaveAttribute('data-live', 'open');
    await page.clock.runFor(4000);
    await expect(live).toHaveAttribute('data-live', 'idle', { timeout: 10_000 });
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    await expect(live).toHaveAttribute('data-live', 'open');
  });
});
