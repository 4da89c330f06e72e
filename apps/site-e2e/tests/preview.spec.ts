import { expect, test } from './fixtures';

/** The run's services, and the preview secret they run with (the services' development default). */
const services = `http://127.0.0.1:${process.env['E2E_SERVICES_PORT'] ?? 3301}`;
const previewSecret = process.env['PREVIEW_TOKEN'] ?? 'paddock-preview-dev';

test.describe('drafts', () => {
  test('an anonymous draft=1 gets the published home, never the draft', async ({ page }) => {
    const response = await page.goto('/?draft=1');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page).toHaveTitle(/^24 Heures du Mans \d{4} — site officiel$/);
    await expect(
      page.getByRole('heading', { name: 'L’affiche officielle est dévoilée' }),
    ).toHaveCount(0);
  });

  test('a previewer with a session the back office was granted sees the draft; the others do not', async ({
    page,
    request,
    browser,
  }) => {
    // What the back office does, server to server, with the preview secret…
    const granted = await request.post(`${services}/content/bo/preview-sessions`, {
      headers: { authorization: `Bearer ${previewSecret}` },
    });
    expect(granted.status()).toBe(201);
    const { token } = (await granted.json()) as { token: string };

    // …then the link it gives the previewer.
    await page.goto(`/_preview?token=${encodeURIComponent(token)}&redirect=/`);
    await expect(page).toHaveURL(/\/\?draft=1$/);
    await expect(page).toHaveTitle(/^24 Heures du Mans \d{4} — l’affiche officielle$/);
    await expect(
      page.getByRole('heading', { name: 'L’affiche officielle est dévoilée' }),
    ).toBeVisible();
    const [cookie] = (await page.context().cookies()).filter((each) => each.name === 'pdk_preview');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    // Without the draft flag, the previewer sees what is published, as everyone does.
    await page.goto('/');
    await expect(page).toHaveTitle(/^24 Heures du Mans \d{4} — site officiel$/);

    // Another visitor, right after, asking for the draft: the published home.
    const other = await browser.newContext();
    try {
      const visitor = await other.newPage();
      await visitor.goto(new URL('/?draft=1', page.url()).href);
      await expect(visitor).toHaveTitle(/^24 Heures du Mans \d{4} — site officiel$/);
    } finally {
      await other.close();
    }
  });

  test.describe('with a forged session', () => {
    // The refusal is a 403 document, which the browser reports.
    test.use({ allowedConsoleErrors: [/status of 403/] });

    test('is refused, and no draft is shown', async ({ page }) => {
      const response = await page.goto('/_preview?token=ps1.forged-session-of-nobody&redirect=/');
      expect(response?.status()).toBe(403);
      const home = await page.goto('/?draft=1');
      expect(home?.status()).toBe(200);
      await expect(page).toHaveTitle(/^24 Heures du Mans \d{4} — site officiel$/);
    });
  });
});
