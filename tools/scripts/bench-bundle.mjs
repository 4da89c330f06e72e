// Prints the JavaScript (and, apart, the fonts and the styles) a phone downloads on a first visit of the home, a ticket page, the cart and the
// partners page, measured in Chromium on the built site (tools/testing/first-visit.ts): a fresh Pixel 7
// context visits the page, waits for `load` and then for 5 s without a request in flight, and counts
// every script fetched (each URL once): the route modules and their imports, and what loads after them
// (lazy block chunks, the code the ticket availability call pulls in, the consent and analytics extras).
//
// How to read it: for each page, one line per script in the order requested: its path, raw, gzip -9 and
// brotli -q 11 bytes, and `← the script that pulled it` (`document`: the page's HTML names it). Then a
// summary with each page's count and totals beside its ceilings in apps/site-e2e/bundle-budget.json,
// which the e2e budget (apps/site-e2e/tests/bundle-budget.spec.ts) enforces. The `fonts` column is the
// bytes of the font files (woff2) the page downloaded, beside its own `fonts` ceiling; `styles gz` the
// gzip bytes of its CSS (the rules of its inline <style>, and the stylesheet files it downloaded, each
// compressed on its own), beside its `styles` ceiling. To lower a ceiling after
// a page lost weight, run this, and set the page's `gzip` and `brotli` (and `scripts`) in that file to
// the new totals rounded up to the next 512 bytes. Bytes of a build are deterministic: no timing here.
//
// It builds the site first (Nx reuses a cached build), starts the built site and the services on
// BENCH_PORT (3430) and the next port, stops them however it ends, and asserts nothing.
// Run it through tsx (`npm run bench:bundle`): the measurement module is TypeScript.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../testing/chromium.ts';
import {
  describeFonts,
  describeScripts,
  describeStyles,
  firstVisitPages,
  kb,
  measureFirstVisit,
} from '../testing/first-visit.ts';
import { buildSite, startStack } from './lib/servers.mjs';

const sitePort = Number(process.env.BENCH_PORT ?? 3430);
const budget = JSON.parse(
  readFileSync(new URL('../../apps/site-e2e/bundle-budget.json', import.meta.url), 'utf8'),
).pages;

buildSite();
const stack = await startStack({ sitePort, servicesPort: sitePort + 1 });
let browser;
const stop = async () => {
  await browser?.close().catch(() => undefined);
  stack.stop();
};
// Interrupted: the servers run in their own process groups, so stop them; Playwright closes Chromium
// as this process exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stack.stop();
    process.exit(130);
  });
}

try {
  browser = await chromium.launch(chromiumLaunchOptions());
  const visits = [];
  for (const { name, path } of firstVisitPages) {
    const visit = await measureFirstVisit(browser, `${stack.siteUrl}${path}`);
    visits.push({ name, path, visit });
    const { total } = visit;
    console.log(`\n${name} (${path}): ${total.scripts} scripts\n`);
    console.log(
      `${'script'.padEnd(Math.max(...visit.scripts.map((script) => script.url.length), 6))} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}  ← pulled by`,
    );
    console.log(describeScripts(visit));
    console.log(
      `${'total'.padEnd(Math.max(...visit.scripts.map((script) => script.url.length), 6))} ${kb(total.raw).padStart(9)} ${kb(total.gzip).padStart(9)} ${kb(total.brotli).padStart(9)}`,
    );
    console.log(`\nfonts: ${visit.fonts.files.length} files, ${kb(visit.fonts.bytes)}`);
    if (visit.fonts.files.length > 0) console.log(describeFonts(visit));
    console.log(
      `\nstyles: ${kb(visit.styles.total.raw)} raw, ${kb(visit.styles.total.gzip)} gzip, ${kb(visit.styles.total.brotli)} brotli (raw, gzip, brotli)`,
    );
    console.log(describeStyles(visit));
  }

  console.log(
    '\nFirst visit on a phone: JavaScript until the network is idle 5 s, in bytes, beside the ceilings of apps/site-e2e/bundle-budget.json\n',
  );
  const rows = visits.map(({ name, path, visit: { total, fonts, styles } }) => {
    const limits = budget[path] ?? {};
    const cell = (value) => (value === undefined ? '—' : String(value));
    return [
      `${name} (${path})`,
      `${total.scripts}`,
      cell(limits.scripts),
      `${total.raw}`,
      `${total.gzip}`,
      cell(limits.gzip),
      `${total.brotli}`,
      cell(limits.brotli),
      `${fonts.bytes}`,
      cell(limits.fonts),
      `${styles.total.gzip}`,
      cell(limits.styles),
    ];
  });
  const header = [
    'page',
    'scripts',
    'ceiling',
    'raw',
    'gzip',
    'ceiling',
    'brotli',
    'ceiling',
    'fonts',
    'ceiling',
    'styles gz',
    'ceiling',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
        )
        .join('  '),
    );
  }
} finally {
  await stop();
}
