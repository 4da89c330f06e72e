import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const services = `http://127.0.0.1:${process.env['E2E_SERVICES_PORT'] ?? 3301}`;

/**
 * The live blocks of the French style guide: the live timing, the news feed and the events come from
 * the content service, in the page's HTML (the site server asks for them); the live timing asks again
 * once hydrated.
 */
async function expectFrenchLiveBlocks(page: Page) {
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
}

/** The live blocks of the English style guide: the agenda and the social wall, the page first. */
async function expectEnglishLiveBlocks(page: Page) {
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
}

// One visit of the style guide (66 blocks, the heaviest page) per locale and device: every block is
// there and passes axe, then its live blocks are driven. These were separate journeys (live.spec.ts),
// each loading the page again.
for (const [locale, path, expectLiveBlocks] of [
  ['fr', '/fr/guide-de-style', expectFrenchLiveBlocks],
  ['en', '/en/style-guide', expectEnglishLiveBlocks],
] as const) {
  test(`the style guide shows every block of the content service, its live blocks fed by it (${locale})`, async ({
    page,
    request,
  }) => {
    const answer = await request.get(`${services}/content/page/auto/style-guide/i18n/${locale}`);
    expect(answer.ok()).toBe(true);
    const { blocks } = (await answer.json()) as { blocks: { type: string }[] };
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    );
    // Every block the service sent has its frame: no type is skipped.
    await expect(page.getByRole('main').locator('[data-block-type]')).toHaveCount(blocks.length);
    const shown = await page
      .getByRole('main')
      .locator('[data-block-type]')
      .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('data-block-type')));
    expect(shown).toEqual(blocks.map((block) => block.type));
    await expectNoAxeViolations(page);

    await test.step('the live blocks get their data from the content service', () =>
      expectLiveBlocks(page));
  });
}
