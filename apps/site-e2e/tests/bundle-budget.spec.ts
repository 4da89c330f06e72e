/**
 * The JavaScript and font budget of a first visit on a phone: for the home, a ticket page, the cart and the
 * partners page, the scripts Chromium downloads until the network has been idle 5 s after `load`
 * (tools/testing/first-visit.ts, the same measurement as `npm run bench:bundle`) may not weigh more,
 * gzip -9 or brotli -q 11, nor be more, than the page's ceilings in ../bundle-budget.json; the font files
 * it downloads (the self-hosted typeface, woff2) may not weigh more than its `fonts` ceiling, nor its CSS
 * (the rules of its inline <style> and the stylesheet files it downloads, gzip -9) more than its `styles`
 * ceiling. Bytes of a build are deterministic: this is a budget, nothing here is timed.
 *
 * Each visit opens its own Pixel 7 context, so the project does not matter: it runs once, in the
 * desktop project (the phone project ignores this file).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the bench's and this budget's one measurement, a workspace test helper beside chromium.ts (which playwright.config.ts imports the same way), not a lib
import {
  describeFonts,
  describeScripts,
  describeStyles,
  firstVisitPages,
  kb,
  measureFirstVisit,
  type FirstVisit,
} from '../../../tools/testing/first-visit.ts';

interface Ceiling {
  scripts: number;
  gzip: number;
  brotli: number;
  /** Bytes of the font files, as served. */
  fonts: number;
  /** Gzip bytes of the CSS: the page's inline rules and the stylesheet files it downloads. */
  styles: number;
}

const budgetFile = new URL('../bundle-budget.json', import.meta.url);
const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as {
  pages: Record<string, Ceiling | undefined>;
};

const bytes = (value: number) => `${value} B (${kb(value)})`;

/** The site's goal (README, Bundle budget): at most 128 KB (131,072 B) of gzip JavaScript a first visit. */
const goalGzip = 128 * 1024;

/** What exceeds its ceiling, one line each. */
function overruns(visit: FirstVisit, ceiling: Ceiling): string[] {
  const { total } = visit;
  const lines: string[] = [];
  for (const compression of ['gzip', 'brotli'] as const) {
    const over = total[compression] - ceiling[compression];
    if (over > 0) {
      lines.push(
        `${compression}: ${bytes(total[compression])}, ${bytes(over)} over the ceiling of ${bytes(ceiling[compression])}`,
      );
    }
  }
  if (visit.fonts.bytes > ceiling.fonts) {
    lines.push(
      `fonts: ${bytes(visit.fonts.bytes)}, ${bytes(visit.fonts.bytes - ceiling.fonts)} over the ceiling of ${bytes(ceiling.fonts)}`,
    );
  }
  const styles = visit.styles.total.gzip;
  if (styles > ceiling.styles) {
    lines.push(
      `styles: ${bytes(styles)} gzip, ${bytes(styles - ceiling.styles)} over the ceiling of ${bytes(ceiling.styles)}`,
    );
  }
  if (total.scripts > ceiling.scripts) {
    lines.push(
      `scripts: ${total.scripts}, ${total.scripts - ceiling.scripts} more than the ceiling of ${ceiling.scripts}`,
    );
  }
  return lines;
}

test.describe('JavaScript, fonts and CSS of a first visit on a phone, within their budget', () => {
  test('no page’s ceiling is above 128 KB of gzip JavaScript', () => {
    const above = Object.entries(budget.pages).flatMap(([path, ceiling]) =>
      ceiling && ceiling.gzip > goalGzip ? [`${path}: ${bytes(ceiling.gzip)}`] : [],
    );
    expect(above, `ceilings above ${bytes(goalGzip)} in apps/site-e2e/bundle-budget.json`).toEqual(
      [],
    );
  });

  for (const { name, path } of firstVisitPages) {
    test(`${name} (${path})`, async ({ browser, baseURL }, testInfo) => {
      // 5 s of idle network after `load`, on two busy cores: room, not a speed target.
      test.setTimeout(120_000);
      const ceiling = budget.pages[path];
      if (!ceiling) throw new Error(`No ceiling for ${path} in apps/site-e2e/bundle-budget.json`);

      const visit = await measureFirstVisit(browser, new URL(path, baseURL).href);
      const { total } = visit;
      const listing = [
        describeScripts(visit),
        `${total.scripts} scripts: ${bytes(total.raw)} raw, ${bytes(total.gzip)} gzip, ${bytes(total.brotli)} brotli`,
        describeFonts(visit),
        `${visit.fonts.files.length} fonts: ${bytes(visit.fonts.bytes)}`,
        describeStyles(visit),
        `styles: ${bytes(visit.styles.total.raw)} raw, ${bytes(visit.styles.total.gzip)} gzip`,
      ].join('\n');
      await testInfo.attach('scripts', { body: listing, contentType: 'text/plain' });

      expect(
        overruns(visit, ceiling),
        `${name} (${path}) is over its budget (apps/site-e2e/bundle-budget.json); its scripts (raw, gzip, brotli ← pulled by), fonts and styles:\n${listing}\n`,
      ).toEqual([]);
    });
  }
});
