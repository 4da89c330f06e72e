import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('the motorbike site', () => {
  test("wears its universe's colour, title and footer logo", async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('24 Heures Motos — site officiel');
    await expect(page.locator('html')).toHaveAttribute('style', /--pdk-color-universe:\s*#c2410c/);
    await expect(page.getByRole('link', { name: '24 Heures Motos' }).first()).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('img', { name: /endurance moto cup/i }),
    ).toBeAttached();
    await expectNoAxeViolations(page);
  });
});
