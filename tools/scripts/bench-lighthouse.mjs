// Runs Lighthouse (mobile, 3 runs each, the median by performance) in Debian's Chromium on the built
// site for the home, the partners page, a CMS page and the blocks' style guide, and prints the four
// category scores with LCP, TBT and CLS, and the audits that cost points. It prints figures; it asserts
// nothing.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildSite, startStack } from './lib/servers.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = [
  ['home', '/'],
  ['partners', '/fr/partenaires'],
  ['CMS page (news)', '/fr/actualites'],
  ['style guide', '/fr/guide-de-style'],
];

buildSite();
const stack = await startStack({ sitePort: 3420, servicesPort: 3421 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  console.log(
    `\nLighthouse ${runs}× per page (mobile emulation, simulated throttling), median run by performance\n`,
  );
  console.log(`${'page'.padEnd(18)} perf  a11y  best   seo     LCP      TBT    CLS`);
  const lost = [];
  for (const [name, path] of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`${stack.siteUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      results.push(lhr);
    }
    results.sort(
      (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
    );
    const lhr = results[Math.floor(results.length / 2)];
    const score = (id) => String(Math.round((lhr.categories[id].score ?? 0) * 100)).padStart(4);
    const audit = (id) => lhr.audits[id].displayValue ?? '';
    console.log(
      `${name.padEnd(18)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ${audit('largest-contentful-paint').padStart(7)}  ${audit('total-blocking-time').padStart(7)}  ${audit('cumulative-layout-shift').padStart(5)}`,
    );
    lost.push([name, lhr]);
  }
  // What cost points, so a score below 100 says where to look.
  console.log('\nAudits that cost points (median runs)\n');
  for (const [name, lhr] of lost) {
    const costly = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 0.9);
    const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
    console.log(`${name}: ${costly.map((audit) => audit.id).join(', ') || 'none'}`);
    for (const id of ['errors-in-console', 'inspector-issues']) {
      for (const item of lhr.audits[id]?.details?.items ?? []) {
        console.log(
          `  ${id}: ${item.description ?? item.issueType ?? JSON.stringify(item).slice(0, 160)}`,
        );
      }
    }
    for (const shift of shifts.slice(0, 3)) {
      console.log(`  layout shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? '?'}`);
    }
  }
} finally {
  await chrome.kill();
  stack.stop();
}
