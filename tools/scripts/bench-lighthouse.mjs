// Runs Lighthouse (mobile, 3 runs each, the median by performance, then by blocking time) in Debian's
// Chromium on the built site for the home, a ticket page, the cart and the partners page, and prints
// the four category scores with FCP, LCP, TBT, CLS and the speed index, and the audits that cost
// points. Beside the median, each page's range over its runs (performance score and TBT) and the
// machine's load before and after: on a busy machine TBT, and so the score, moves from run to run.
// With them, Lighthouse's own measure of the CPU's speed over all runs (benchmarkIndex): TBT comes
// from the page's main-thread tasks as this CPU ran them, times 4, so runs on different days compare
// only at a like index. It prints figures; it asserts nothing. The site listens on BENCH_PORT
// (3420), the services on the next port.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLoad } from './lib/machine-load.mjs';
import { median } from './lib/median.mjs';
import { buildSite, startStack } from './lib/servers.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const sitePort = Number(process.env.BENCH_PORT ?? 3420);
const pages = [
  ['home', '/'],
  ['ticket page', '/fr/billetterie/enceinte-et-tribunes'],
  ['cart', '/fr/checkout/cart'],
  ['partners', '/fr/partenaires'],
];

buildSite();
const stack = await startStack({ sitePort, servicesPort: sitePort + 1 });
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
  const loadBefore = machineLoad();
  console.log(
    `\nLighthouse ${runs}× per page (mobile emulation, simulated throttling), median run by performance, then TBT\n`,
  );
  console.log(
    `${'page'.padEnd(12)} perf  a11y  best   seo      FCP      LCP      TBT    CLS       SI   perf range   TBT range`,
  );
  const lost = [];
  const speeds = [];
  for (const [name, path] of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`${stack.siteUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      results.push(lhr);
      speeds.push(lhr.environment.benchmarkIndex);
    }
    // Worst first: by performance, and among runs of the same score by blocking time (most first), so
    // that the middle run of runs that all scored 100 is the one of the median blocking time, not the
    // second one made.
    const blocking = (each) => each.audits['total-blocking-time'].numericValue ?? 0;
    results.sort(
      (a, b) =>
        (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0) ||
        blocking(b) - blocking(a),
    );
    const lhr = results[Math.floor(results.length / 2)];
    const score = (id) => String(Math.round((lhr.categories[id].score ?? 0) * 100)).padStart(4);
    const audit = (id) => lhr.audits[id].displayValue ?? '';
    // The lowest and highest of all runs: how far one run may land from the median.
    const range = (values, unit) =>
      `${Math.min(...values)}–${Math.max(...values)}${unit}`.padStart(unit ? 11 : 12);
    const perfs = results.map((each) => Math.round((each.categories.performance.score ?? 0) * 100));
    const tbts = results.map((each) => Math.round(blocking(each)));
    console.log(
      `${name.padEnd(12)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ${audit('first-contentful-paint').padStart(7)}  ${audit('largest-contentful-paint').padStart(7)}  ${audit('total-blocking-time').padStart(7)}  ${audit('cumulative-layout-shift').padStart(5)}  ${audit('speed-index').padStart(7)}  ${range(perfs, '')}  ${range(tbts, ' ms')}`,
    );
    lost.push([name, lhr]);
  }
  console.log(`\nMachine load (1, 5, 15 min): ${loadBefore} before, ${machineLoad()} after`);
  console.log(
    `Lighthouse's CPU benchmark (benchmarkIndex, higher is faster): median ${Math.round(median(speeds))}, ${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))} over ${speeds.length} runs`,
  );
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
