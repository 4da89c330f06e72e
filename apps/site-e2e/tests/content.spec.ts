import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('content pages', () => {
  test('serves the French home from the content service, with menus, alert, partners and footer', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('s-maxage');
    await expect(page).toHaveTitle(/^24 Heures du Mans \d{4} — site officiel$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en$/);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
    await expect(
      page.getByText('les tribunes du samedi sont presque complètes', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Voltanis Énergies' }).first()).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test('serves the English home at /en', async ({ page }) => {
    await page.goto('/en');
    await expect(page).toHaveTitle(/^24 Hours of Le Mans \d{4} — official website$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByText('Saturday grandstands are almost sold out', { exact: false }),
    ).toBeVisible();
  });

  test('finds a CMS page by its localized path, and its other locale through the switcher', async ({
    page,
  }) => {
    await page.goto('/fr/partenaires');
    await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible();
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'EN – English' }).first().click();
    await expect(page).toHaveURL('/en/partners');
    await expect(page.getByRole('heading', { name: 'Our partners' })).toBeVisible();
  });

  test('navigates through the main menu and its sub-menus', async ({ page, isMobile }) => {
    test.skip(isMobile, 'on a phone the menus live in the burger panel');
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Actualités', exact: true }).first().click();
    await expect(page).toHaveURL('/fr/actualites');
    await expect(page).toHaveTitle('Actualités');
    await page.getByRole('link', { name: 'Billetterie', exact: true }).first().hover();
    await page.getByRole('link', { name: 'Hospitalités', exact: true }).first().click();
    await expect(page).toHaveURL('/fr/billetterie/hospitalites');
    await expect(page).toHaveTitle('Hospitalités');
  });

  test('tells robots to stay away from a non-crawlable page only', async ({ page }) => {
    await page.goto('/fr/prevente-membres');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    );
    await page.goto('/en/news');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('hides menus, partners and footer with fp=1, unless landing=1', async ({ page }) => {
    await page.goto('/fr/journee-test?fp=1');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/fr/journee-test?fp=1&landing=1');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('shows wording keys with debugWording=true', async ({ page }) => {
    await page.goto('/?debugWording=true');
    await expect(
      page.getByRole('navigation', { name: 'localeSwitcher.label' }).first(),
    ).toBeAttached();
    await waitForHydration(page);
    await expect(
      page.getByRole('navigation', { name: 'localeSwitcher.label' }).first(),
    ).toBeAttached();
  });

  test('keeps a dismissed alert dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const alert = page.getByText('les tribunes du samedi sont presque complètes', { exact: false });
    await expect(alert).toBeVisible();
    await page
      .getByRole('button', { name: /fermer|close/i })
      .first()
      .click();
    await expect(alert).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(alert).toBeHidden();
  });

  test('a phone whose clock is three weeks ahead hydrates the server’s alert, then hides it as over', async ({
    page,
  }) => {
    // The current alert ends in three weeks: over, by this phone's clock. The server still shows it;
    // the browser hydrates that HTML as it is (React would log a hydration error, which fails the
    // test, were its first render to choose by its own clock), then drops it.
    await page.clock.install({ time: Date.now() + 22 * 24 * 3_600_000 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(
      page.getByText('les tribunes du samedi sont presque complètes', { exact: false }),
    ).toBeHidden();
    await expect(page.getByRole('heading', { name: '24 Heures du Mans', level: 2 })).toBeVisible();
  });

  test('answers robots.txt and the sitemaps', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap:');
    const index = await request.get('/sitemap.xml');
    expect(await index.text()).toContain('/sitemap-fr.xml');
    const french = await (await request.get('/sitemap-fr.xml')).text();
    expect(french).toContain('/fr/partenaires');
    expect(french).toContain('hreflang="en"');
    expect(french).not.toContain('prevente-membres');
  });
});
