// Measures the built-in stadium viewer on a block of 3,500 seats (50 rows of 70) in headless Chromium:
// the time to render the block (to React's commit and to the next painted frame), from a scroll of the
// map to the newly shown seats painted, and from a click (a tap on a phone) on a seat to that seat
// shown chosen (in the DOM, and painted). Medians of several runs, on a desktop with no throttling and
// with the CPU slowed 4× (Emulation.setCPUThrottlingRate), and on a phone's screen (touch) slowed 4×,
// as on a mid-range phone; beside it, the same click on a plain page (ten seats, a plain handler, no
// React) as the floor the browser and the machine set. It builds libs/stadium-viewer/bench with Vite
// (production React) into a temporary folder and serves it itself (on BENCH_PORT, any free port unless
// set). It prints figures and the machine's load beside them; it asserts nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import { machineLoad } from './lib/machine-load.mjs';

const root = new URL('../..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const clicksPerRun = 3;
const port = Number(process.env.BENCH_PORT ?? 0);
const profiles = [
  { name: 'desktop, no throttling', rate: 1, viewport: { width: 1280, height: 900 }, touch: false },
  { name: 'desktop, 4× slower', rate: 4, viewport: { width: 1280, height: 900 }, touch: false },
  { name: 'phone, 4× slower', rate: 4, viewport: { width: 390, height: 844 }, touch: true },
];
const loadBefore = machineLoad();

const outDir = mkdtempSync(join(tmpdir(), 'bench-seats-'));
const benchRoot = join(root, 'libs/stadium-viewer/bench');
await build({
  configFile: false,
  root: benchRoot,
  logLevel: 'warn',
  plugins: [react()],
  // Workspace packages from their TypeScript source, as the libs' own builds and tests do.
  resolve: { conditions: ['@paddock/source', ...defaultClientConditions] },
  build: {
    outDir,
    emptyOutDir: true,
    rollupOptions: {
      input: { index: join(benchRoot, 'index.html'), plain: join(benchRoot, 'plain.html') },
    },
  },
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
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const plainUrl = `${url}plain.html`;

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

/** Renders, scrolls to and clicks seats spread over the block `runs` times on the page at `pageUrl`. */
async function measure({ rate, viewport, touch }, pageUrl) {
  const context = await browser.newContext({
    viewport,
    ...(touch ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(pageUrl);
  await page.waitForFunction(() => 'seatBench' in window);
  const render = { commit: [], paint: [], seats: [] };
  const scroll = [];
  const click = { commit: [], paint: [] };
  for (let run = 0; run < runs; run += 1) {
    const mounted = await page.evaluate(() => window.seatBench.mount());
    render.commit.push(mounted.commit);
    render.paint.push(mounted.paint);
    render.seats.push(
      await page.evaluate(() => document.querySelectorAll('circle[role=button]').length),
    );
    const seats = await page.evaluate((count) => window.seatBench.freeSeats(count), clicksPerRun);
    for (const seatId of seats) {
      const shown = await page.evaluate((id) => window.seatBench.scrollToSeat(id), seatId);
      scroll.push(shown.scroll);
      await page.evaluate((id) => {
        window.seatBenchClick = window.seatBench.armClick(id);
      }, seatId);
      if (touch) await page.touchscreen.tap(shown.x, shown.y);
      else await page.mouse.click(shown.x, shown.y);
      const clicked = await page.evaluate(() => window.seatBenchClick);
      click.commit.push(clicked.commit);
      click.paint.push(clicked.paint);
    }
  }
  await context.close();
  return { render, scroll, click };
}

try {
  const results = [];
  for (const profile of profiles) {
    const viewer = await measure(profile, url);
    const plain = await measure(profile, plainUrl);
    results.push({ profile, ...viewer, plain: plain.click });
  }
  console.log(
    `\nBuilt-in stadium viewer, a block of 3,500 seats, headless Chromium` +
      ` (${runs} renders, ${runs * clicksPerRun} scrolls and clicks each; medians)\n`,
  );
  const columns = [
    'seats drawn',
    'render→commit',
    'render→paint',
    'scroll→paint',
    'click→commit',
    'click→paint',
    'plain page',
  ];
  console.log(`${''.padEnd(23)} ${columns.map((column) => column.padStart(13)).join(' ')}`);
  for (const { profile, render, scroll, click, plain } of results) {
    const cells = [
      String(median(render.seats)),
      ms(median(render.commit)),
      ms(median(render.paint)),
      ms(median(scroll)),
      ms(median(click.commit)),
      ms(median(click.paint)),
      ms(median(plain.paint)),
    ];
    console.log(`${profile.name.padEnd(23)} ${cells.map((cell) => cell.padStart(13)).join(' ')}`);
  }
  console.log(
    '\nseats drawn: seat elements in the document after the render;' +
      '\nrender: from root.render() to React’s commit, and to the next painted frame;' +
      '\nscroll: from the map’s box scrolled to centre a seat far off to the frame that paints it drawn;' +
      '\nclick: from the click event (a tap’s, on the phone) to the seat’s aria-pressed="true" in the' +
      ' DOM, and painted;' +
      '\nplain page: click→paint, measured the same way, of ten seats that a plain click handler' +
      ' chooses (no React, no map): what the browser, the machine and the measuring cost alone.' +
      `\nload average (1, 5, 15 min): ${loadBefore} before, ${machineLoad()} after`,
  );
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
