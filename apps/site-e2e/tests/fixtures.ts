import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every journey fails on a console error (a hydration mismatch, a failed script) in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 404 document is expected on the not-found journeys; the browser reports it as an error.
        if (message.type() === 'error' && !message.text().includes('404 (Not Found)'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** React has hydrated the document: the router's client entry has run. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      ({ id, help, nodes }) =>
        `${id}: ${help} — ${nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')}`,
    ),
  ).toEqual([]);
}
