// Measures the built-in stadium viewer on a block of 3,500 seats (50 rows of 70) in headless Chromium:
// the time to render the block (to React's commit and to the next painted frame), from a scroll of the
// map to the newly shown seats painted, and from a click (a tap on a phone) on a seat to that seat
// shown chosen (in the DOM, and painted). Each seat is clicked one of two ways, in turn: at once, as
// Playwright clicks (the pointer arrives, presses and releases in one go), and held, as a hand clicks
// (the pointer rests on the seat, then presses and releases 100 ms apart; a finger's touch lasts
// 100 ms). Clicked at once, the seat's click also waits for the work of the pointer's arrival and of the
// press (hover, focus). Medians of several runs, on a desktop with no throttling and with the CPU
// slowed 4× (Emulation.setCPUThrottlingRate), and on a phone's screen (touch) slowed 4×, as on a
// mid-range phone; beside it, the same clicks on a plain page (ten seats, a plain handler, no React) as
// the floor the browser and the machine set. It builds libs/stadium-viewer/bench with Vite
// (production React, or Preact's compat layer as the site's browser build runs it: SITE_BROWSER_RUNTIME,
// apps/site/vite/preact-browser.ts) into a temporary folder and serves it itself (on BENCH_PORT, any free port unless
// set). It prints figures and the machine's load beside them; it asserts nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the site's own build plugin, so the bench's page runs what the site's browser build runs (not a lib: no package to import it from)
import { browserRuntime, preactBrowser } from '../../apps/site/vite/preact-browser.ts';
import { machineLoad } from './lib/machine-load.mjs';
import { median } from './lib/median.mjs';

const root = new URL('../..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const clicksPerRun = 3;
/** How long a hand's click rests on a seat before it presses, and holds the press. */
const holdMs = 100;
const port = Number(process.env.BENCH_PORT ?? 0);
const profiles = [
  { name: 'desktop, no throttling', rate: 1, viewport: { width: 1280, height: 900 }, touch: false },
  { name: 'desktop, 4× slower', rate: 4, viewport: { width: 1280, height: 900 }, touch: false },
  { name: 'phone, 4× slower', rate: 4, viewport: { width: 390, height: 844 }, touch: true },
];
const loadBefore = machineLoad();
const runtime = browserRuntime();

const outDir = mkdtempSync(join(tmpdir(), 'bench-seats-'));
const benchRoot = join(root, 'libs/stadium-viewer/bench');
await build({
  configFile: false,
  root: benchRoot,
  logLevel: 'warn',
  // The runtime the site's browser build runs (Preact's compat layer unless SITE_BROWSER_RUNTIME=react).
  plugins: [react(), ...(runtime === 'preact' ? [preactBrowser()] : [])],
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
  const click = { commit: [], paint: [], handled: [] };
  const held = { commit: [], paint: [], handled: [] };
  for (let run = 0; run < runs; run += 1) {
    const mounted = await page.evaluate(() => window.seatBench.mount());
    render.commit.push(mounted.commit);
    render.paint.push(mounted.paint);
    render.seats.push(
      await page.evaluate(() => document.querySelectorAll('circle[role=button]').length),
    );
    const seats = await page.evaluate(
      (count) => window.seatBench.freeSeats(count),
      clicksPerRun * 2,
    );
    for (const [index, seatId] of seats.entries()) {
      const byHand = index % 2 === 1;
      const shown = await page.evaluate((id) => window.seatBench.scrollToSeat(id), seatId);
      scroll.push(shown.scroll);
      await page.evaluate((id) => {
        window.seatBenchClick = window.seatBench.armClick(id);
      }, seatId);
      if (byHand) await clickByHand(page, cdp, touch, shown);
      else if (touch) await page.touchscreen.tap(shown.x, shown.y);
      else await page.mouse.click(shown.x, shown.y);
      const clicked = await page.evaluate(() => window.seatBenchClick);
      const into = byHand ? held : click;
      into.commit.push(clicked.commit);
      into.paint.push(clicked.paint);
      into.handled.push(clicked.handled);
    }
  }
  await context.close();
  return { render, scroll, click, held };
}

/**
 * Clicks as a hand does: the pointer rests on the seat before it presses, and holds the press; a
 * finger's touch lasts as long.
 */
async function clickByHand(page, cdp, touch, { x, y }) {
  if (touch) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(holdMs);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  await page.mouse.move(x, y);
  await page.waitForTimeout(holdMs);
  await page.mouse.down();
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

try {
  const results = [];
  for (const profile of profiles) {
    const viewer = await measure(profile, url);
    const plain = await measure(profile, plainUrl);
    results.push({ profile, ...viewer, plain: plain.click, plainHeld: plain.held });
  }
  console.log(
    `\nBuilt-in stadium viewer, a block of 3,500 seats, headless Chromium, ${runtime === 'preact' ? 'Preact’s compat layer' : 'React'}` +
      ` (${runs} renders, ${runs * clicksPerRun * 2} scrolls, ${runs * clicksPerRun} clicks each way; medians)\n`,
  );
  const columns = [
    'seats drawn',
    'render→commit',
    'render→paint',
    'scroll→paint',
    'click→commit',
    'handled→commit',
    'click→paint',
    'held→paint',
    'plain page',
    'plain, held',
  ];
  console.log(`${''.padEnd(23)} ${columns.map((column) => column.padStart(13)).join(' ')}`);
  for (const { profile, render, scroll, click, held, plain, plainHeld } of results) {
    const cells = [
      String(median(render.seats)),
      ms(median(render.commit)),
      ms(median(render.paint)),
      ms(median(scroll)),
      ms(median(click.commit)),
      ms(median([...click.handled, ...held.handled])),
      ms(median(click.paint)),
      ms(median(held.paint)),
      ms(median(plain.paint)),
      ms(median(plainHeld.paint)),
    ];
    console.log(`${profile.name.padEnd(23)} ${cells.map((cell) => cell.padStart(13)).join(' ')}`);
  }
  console.log(
    '\nseats drawn: seat elements in the document after the render;' +
      '\nrender: from root.render() to the commit, and to the next painted frame;' +
      '\nscroll: from the map’s box scrolled to centre a seat far off to the frame that paints it drawn;' +
      '\nclick: from the click event (a tap’s, on the phone) to the seat’s aria-pressed="true" in the' +
      ' DOM, and painted; clicked at once, as Playwright clicks;' +
      '\nhandled→commit: from the click event reaching the page (its first listener) to the seat' +
      ' chosen in the DOM, clicks of both ways: the page’s own work for a click, where click→commit' +
      ' also holds what the browser did before dispatching it (on the phone, the tap’s pointer,' +
      ' mouse and focus events);' +
      `\nheld: click→paint of a click made as a hand makes it (the pointer rests ${holdMs} ms on the seat,` +
      ` the press lasts ${holdMs} ms; a touch lasts ${holdMs} ms);` +
      '\nplain page: click→paint, measured the same way, of ten seats that a plain click handler' +
      ' chooses (no React, no map): what the browser, the machine and the measuring cost alone;' +
      ' plain, held: the same, clicked as a hand clicks.' +
      `\nload average (1, 5, 15 min): ${loadBefore} before, ${machineLoad()} after`,
  );
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
