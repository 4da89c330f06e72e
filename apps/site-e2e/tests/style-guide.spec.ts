import { expect, expectNoAxeViolations, test } from './fixtures';

const services = `http://127.0.0.1:${process.env['E2E_SERVICES_PORT'] ?? 3301}`;

for (const [locale, path] of [
  ['fr', '/fr/guide-de-style'],
  ['en', '/en/style-guide'],
] as const) {
  test(`the style guide shows every block of the content service (${locale})`, async ({
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
  });
}
