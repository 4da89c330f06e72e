// Measures the built-in stadium viewer on a block of 3,500 seats (50 rows of 70) in headless Chromium:
// the time to render the block (to React's commit and to the next painted frame) and the time from a
// click on a seat to that seat shown chosen (in the DOM, and painted). Median of several runs, with no
// throttling and with the CPU slowed 4× (Emulation.setCPUThrottlingRate) as on a mid-range phone.
// It builds libs/stadium-viewer/bench with Vite (production React) into a temporary folder and serves
// it itself. It prints figures; it asserts nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';

const root = new URL('../..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const clicksPerRun = 3;
const throttling = [1, 4];

const outDir = mkdtempSync(join(tmpdir(), 'bench-seats-'));
await build({
  configFile: false,
  root: join(root, 'libs/stadium-viewer/bench'),
  logLevel: 'warn',
  plugins: [react()],
  // Workspace packages from their TypeScript source, as the libs' own builds and tests do.
  resolve: { conditions: ['@paddock/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname);
  try {
    const body = readFileSync(join(outDir, path === '/' ? 'index.html' : path));
    response.writeHead(200, { 'Content-Type': types[extname(path) || '.html'] ?? 'text/plain' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

async function measure(rate) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  await page.waitForFunction(() => 'seatBench' in window);
  const render = { commit: [], paint: [] };
  const click = { commit: [], paint: [] };
  for (let run = 0; run < runs; run += 1) {
    const mounted = await page.evaluate(() => window.seatBench.mount());
    render.commit.push(mounted.commit);
    render.paint.push(mounted.paint);
    const seats = await page.evaluate((count) => window.seatBench.freeSeats(count), clicksPerRun);
    for (const seatId of seats) {
      const { x, y } = await page.evaluate((id) => window.seatBench.seatPoint(id), seatId);
      await page.evaluate((id) => {
        window.seatBenchClick = window.seatBench.armClick(id);
      }, seatId);
      await page.mouse.click(x, y);
      const clicked = await page.evaluate(() => window.seatBenchClick);
      click.commit.push(clicked.commit);
      click.paint.push(clicked.paint);
    }
  }
  const seatCount = await page.evaluate(
    () => document.querySelectorAll('circle[role=button]').length,
  );
  await page.close();
  return { rate, render, click, seatCount };
}

try {
  const results = [];
  for (const rate of throttling) results.push(await measure(rate));
  console.log(
    `\nBuilt-in stadium viewer, a block of ${results[0].seatCount} seats, headless Chromium` +
      ` (${runs} renders, ${runs * clicksPerRun} clicks each; medians)\n`,
  );
  console.log(
    `${'CPU'.padEnd(14)} ${'render→commit'.padStart(14)} ${'render→paint'.padStart(13)} ${'click→commit'.padStart(13)} ${'click→paint'.padStart(12)}`,
  );
  for (const { rate, render, click } of results) {
    console.log(
      `${(rate === 1 ? 'no throttling' : `${rate}× slower`).padEnd(14)} ${ms(median(render.commit)).padStart(14)} ${ms(median(render.paint)).padStart(13)} ${ms(median(click.commit)).padStart(13)} ${ms(median(click.paint)).padStart(12)}`,
    );
  }
  console.log(
    '\nrender: from root.render() to React’s commit, and to the next painted frame;' +
      '\nclick: from the click event to the seat’s aria-pressed="true" in the DOM, and painted.',
  );
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
