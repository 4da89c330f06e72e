import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error (a hydration mismatch, a failed script, a CSP violation) in the
 * page, but for those it causes on purpose: `test.use({ allowedConsoleErrors: [/…/] })`.
 */
/** The consent cookie of a visitor who chose (see @paddock/analytics), for the site's host. */
export function consentCookie(baseURL: string, choice: { audience: boolean; marketing: boolean }) {
  return {
    name: 'pdk_consent',
    value: encodeURIComponent(
      JSON.stringify({ ...choice, decidedAt: '2026-01-01T00:00:00.000Z', version: 1 }),
    ),
    url: baseURL,
  };
}

export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  /** The visitor's consent choice; `null`: a first visit, with the consent banner. */
  consent: { audience: boolean; marketing: boolean } | null;
  consentCookieSet: undefined;
}>({
  allowedConsoleErrors: [[], { option: true }],
  // Most journeys are not about consent: their visitor refused everything on an earlier visit, so the
  // banner covers nothing they click.
  consent: [{ audience: false, marketing: false }, { option: true }],
  consentCookieSet: [
    async ({ context, consent, baseURL }, use) => {
      if (consent && baseURL) await context.addCookies([consentCookie(baseURL, consent)]);
      await use(undefined);
    },
    { auto: true },
  ],
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

/** The paths of the virtual page views in the page's data layer (there is one only with audience consent). */
export const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((event) => event['event'] === 'virtualPageView')
      .map((event) => event['pagePath']),
  );

/**
 * A route change in the browser, as a click on a router link does it (the menus' links load documents;
 * the router's links are in the lazily hydrated footer).
 */
export async function navigateInBrowser(page: Page, to: string) {
  await page.evaluate(
    (path) =>
      (
        window as unknown as {
          __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
        }
      ).__reactRouterDataRouter.navigate(path),
    to,
  );
}

/**
 * Holds the site's scripts whose path matches `path` until the returned function is called, as a slow
 * phone's network would: a journey looks at the page, or acts on it, before they come and after. Call
 * it before `page.goto`.
 */
export async function holdScripts(page: Page, path: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return () => release();
}

/**
 * Holds the site's client entry until the returned function is called: the page stays as the server
 * wrote it, for a journey to look at it before hydration (as a slow phone shows it) and after. Call it
 * before `page.goto`.
 */
export function holdHydration(page: Page): Promise<() => void> {
  return holdScripts(page, /^\/assets\/entry\.client-[^/]+\.js$/);
}

/**
 * React is hydrating the page: the client entry has run, so React listens on the document, and the
 * router exists (React Router creates it in the hydration's first render). A click or a key from here
 * on is handled: React hydrates what an event targets first, and a block whose code has not come yet
 * keeps a tap and what is typed in it, and gives them back once its code has hydrated it
 * (`early-input.ts` of `@paddock/content-blocks`). (`__reactRouterRouteModules`, which this waited
 * for before, is set by the module script that loads the route modules, before the client entry
 * runs: a click in between did nothing.) A check of the hydrated state waits for that state.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/**
 * Whether the element is hydrated, whichever runtime the build gave the browser. React marks each
 * element as it hydrates it, part by part (a build with `SITE_BROWSER_RUNTIME=react`). Preact's compat
 * layer (the default build, `apps/site/vite/preact-browser.ts`) marks none: its tree hangs from
 * the document's element (`_children`, `__k` once minified), and it hydrates the page in slices
 * (`apps/site/app/preact/react.ts`), each element once an element vnode of the tree holds it
 * (`_dom`, `__e`): a slice waiting for its turn holds the server's element in its component's
 * vnode only, with no children yet.
 */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    if (Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) return true;
    interface VNode {
      type?: unknown;
      __e?: unknown;
      __k?: (VNode | null)[] | null;
    }
    const root = (document.documentElement as unknown as { __k?: VNode | null }).__k;
    const stack = root ? [root] : [];
    for (let vnode = stack.pop(); vnode; vnode = stack.pop()) {
      if (typeof vnode.type === 'string' && vnode.__e === element) return true;
      for (const child of vnode.__k ?? []) if (child) stack.push(child);
    }
    return false;
  });
}

/**
 * Every axe rule over the whole page, violations only. Where the page has no frame of its own (all the
 * site's pages), axe runs in the page itself (`axe.run`, AxeBuilder's legacy mode) rather than in parts
 * finished in a second, blank page: the same rules and the same violations, without a second page and
 * axe's source injected twice more. `resultTypes: ['violations']` keeps every rule's check on every node
 * and lists one node only of the passes and the incomplete, which nothing here reads; together a pass
 * over the style guide goes from ~40 s to ~13 s on two busy cores.
 */
export async function expectNoAxeViolations(page: Page) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // With frames (an embed), the partial runs reach cross-origin ones too.
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      ({ id, help, nodes }) =>
        `${id}: ${help} — ${nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')}`,
    ),
  ).toEqual([]);
}
