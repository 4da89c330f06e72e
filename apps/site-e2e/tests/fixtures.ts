import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error (a hydration mismatch, a failed script, a CSP violation) in the
 * page, but for those it causes on purpose: `test.use({ allowedConsoleErrors: [/…/] })`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      // A 404 or 503 document is expected on the not-found and failing-service journeys; the browser
      // reports the status as an error.
      const allowed = [/status of (404|503)/, /404 \(Not Found\)/, ...allowedConsoleErrors];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !allowed.some((pattern) => pattern.test(message.text()))
        ) {
          errors.push(message.text());
        }
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
