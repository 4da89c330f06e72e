/**
 * The JavaScript and the fonts a phone downloads on a first visit of a page, measured in a real Chromium: a fresh
 * context (no cache, no cookie, so the consent banner shows) with a Pixel 7's viewport, touch and user
 * agent visits the page, waits for `load`, then until no request has been in flight for 5 s, and records
 * every script it fetched over the network (module scripts, module preloads, lazy chunks; each URL
 * once; a `data:` script, the Intl warm-up's worker, is the HTML's own text) with its raw,
 * gzip -9 and brotli -q 11 bytes, computed from the response body, and the script that pulled it (the
 * initiator Chromium reports, else the document). Fonts (the self-hosted typeface, preloaded by the
 * document head) are a figure of their own: each font file once, with its bytes as served (woff2 is
 * compressed already, so no gzip or brotli figure). Styles are a figure of their own too: the rules of
 * the document's own `<style>` elements (the server writes a page's stylesheets into its head) and the
 * stylesheet files it downloaded (those that come with a modal's or the consent banner's code), each
 * measured on its own (raw, gzip -9, brotli -q 11; inline, the rules also compress with the HTML).
 *
 * Shared by `npm run bench:bundle` (tools/scripts/bench-bundle.mjs, which prints the figures) and the
 * e2e budget (apps/site-e2e/tests/bundle-budget.spec.ts, which compares them with
 * apps/site-e2e/bundle-budget.json). Bytes of a given build are deterministic; nothing here is timed.
 */
import { devices, type Browser, type Request, type Response } from '@playwright/test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The pages measured, by the name the bench and the budget use. */
export const firstVisitPages = [
  { name: 'home', path: '/' },
  { name: 'ticket page', path: '/fr/billetterie/enceinte-et-tribunes' },
  { name: 'cart', path: '/fr/checkout/cart' },
  { name: 'partners', path: '/fr/partenaires' },
] as const;

export type FirstVisitPageName = (typeof firstVisitPages)[number]['name'];

export interface ScriptSize {
  /** The script's URL: its path when it is on the page's origin. */
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  /**
   * The script (path or URL) that pulled it: the innermost script of Chromium's initiator stack; when
   * Chromium has none (an import() run from a scheduler's task), the first script downloaded before it
   * that names its file; else `document` (the page's HTML: its module scripts and preloads).
   */
  pulledBy: string;
}

export interface FontSize {
  /** The font file's URL: its path when it is on the page's origin. */
  url: string;
  bytes: number;
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface StylesheetSize extends Sizes {
  /** The stylesheet's URL: its path when it is on the page's origin. */
  url: string;
}

export interface FirstVisit {
  url: string;
  /** In the order they were requested. */
  scripts: ScriptSize[];
  total: { scripts: number; raw: number; gzip: number; brotli: number };
  /** The font files it downloaded, in the order they were requested, and their bytes in all. */
  fonts: { files: FontSize[]; bytes: number };
  /** The rules of the document's `<style>` elements, the stylesheet files it downloaded, in all. */
  styles: { inline: Sizes; files: StylesheetSize[]; total: Sizes };
}

export interface FirstVisitOptions {
  /** How long no request may be in flight before the visit is over (5000 ms). */
  idleMs?: number;
  /** Give up (throw, naming the requests still in flight) after this long in all (60000 ms). */
  timeoutMs?: number;
}

/** Requests that stay open as long as the page lives; they do not keep the network busy. */
const longLived = new Set(['eventsource', 'websocket']);

export function compressedSizes(body: Buffer): Sizes {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

const isHttp = (address: string | undefined): address is string => /^https?:/.test(address ?? '');

/** The innermost script of the initiator's stack (async parents included), else its URL. */
function initiatorUrl(initiator: Initiator | undefined): string | undefined {
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((each) => isHttp(each.url));
    if (frame) return frame.url;
  }
  return isHttp(initiator?.url) ? initiator.url : undefined;
}

/**
 * Visits `url` as a phone on its first visit, in a new context of `browser` (closed afterwards), and
 * returns the scripts it downloaded until the network was idle.
 */
export async function measureFirstVisit(
  browser: Browser,
  url: string,
  { idleMs = 5000, timeoutMs = 60_000 }: FirstVisitOptions = {},
): Promise<FirstVisit> {
  const { origin } = new URL(url);
  const short = (address: string) => {
    const parsed = new URL(address);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : address;
  };
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();

    // Who requested what: Chromium's initiator of the first request of each URL.
    const initiators = new Map<string, Initiator>();
    const cdp = await context.newCDPSession(page);
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!initiators.has(event.request.url)) initiators.set(event.request.url, event.initiator);
    });
    await cdp.send('Network.enable');

    // The network is idle when no request (but the long-lived ones) has been in flight for `idleMs`.
    const inFlight = new Set<Request>();
    let idleSince = Date.now();
    const started = (request: Request) => {
      if (longLived.has(request.resourceType())) return;
      inFlight.add(request);
    };
    const ended = (request: Request) => {
      if (inFlight.delete(request) && inFlight.size === 0) idleSince = Date.now();
    };
    // Each script, font and stylesheet URL once, with the first response that brought it.
    const scripts = new Map<string, Promise<Response | null>>();
    const fonts = new Map<string, Promise<Response | null>>();
    const stylesheets = new Map<string, Promise<Response | null>>();
    const byKind: Record<string, Map<string, Promise<Response | null>> | undefined> = {
      script: scripts,
      font: fonts,
      stylesheet: stylesheets,
    };
    page.on('request', (request) => {
      started(request);
      const found = byKind[request.resourceType()];
      if (found && !found.has(request.url()) && /^https?:/.test(request.url())) {
        found.set(
          request.url(),
          request.response().catch(() => null),
        );
      }
    });
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);

    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - idleSince < idleMs) {
      if (Date.now() > deadline) {
        throw new Error(
          `${url}: the network was not idle for ${idleMs} ms within ${timeoutMs} ms; in flight: ${[
            ...inFlight,
          ]
            .map((request) => `${request.resourceType()} ${request.url()}`)
            .join(', ')}`,
        );
      }
      await page.waitForTimeout(100);
    }

    // A response without a body to give (a redirect, a preload the browser dropped): fetch it again.
    const bodyOf = async (address: string, pending: Promise<Response | null>) => {
      const response = await pending;
      return (response?.body() ?? Promise.reject(new Error('no response'))).catch(async () => {
        const again = await context.request.get(address);
        if (!again.ok()) throw new Error(`${address}: ${again.status()}`);
        return again.body();
      });
    };
    const bodies: [string, Buffer][] = [];
    for (const [address, pending] of scripts) {
      bodies.push([address, await bodyOf(address, pending)]);
    }
    const fontFiles: FontSize[] = [];
    for (const [address, pending] of fonts) {
      fontFiles.push({ url: short(address), bytes: (await bodyOf(address, pending)).length });
    }
    const stylesheetFiles: StylesheetSize[] = [];
    for (const [address, pending] of stylesheets) {
      stylesheetFiles.push({
        url: short(address),
        ...compressedSizes(await bodyOf(address, pending)),
      });
    }
    const inline = compressedSizes(
      Buffer.from(
        (
          await page.evaluate(() =>
            [...document.querySelectorAll('style')].map((style) => style.textContent),
          )
        ).join(''),
      ),
    );
    const measured = bodies.map(([address, body], index): ScriptSize => {
      // Chromium gives no stack for an import() run from a scheduler's task (React.lazy, an idle
      // callback): its initiator is `about:client`. The script is then the first one downloaded before
      // it that names its file.
      const file = new URL(address).pathname.split('/').pop() ?? address;
      const by =
        initiatorUrl(initiators.get(address)) ??
        bodies.slice(0, index).find(([, earlier]) => earlier.includes(file))?.[0];
      return {
        url: short(address),
        ...compressedSizes(body),
        pulledBy: by && by !== url && by !== page.url() ? short(by) : 'document',
      };
    });
    return {
      url,
      scripts: measured,
      total: {
        scripts: measured.length,
        raw: measured.reduce((sum, script) => sum + script.raw, 0),
        gzip: measured.reduce((sum, script) => sum + script.gzip, 0),
        brotli: measured.reduce((sum, script) => sum + script.brotli, 0),
      },
      fonts: { files: fontFiles, bytes: fontFiles.reduce((sum, font) => sum + font.bytes, 0) },
      styles: {
        inline,
        files: stylesheetFiles,
        total: {
          raw: stylesheetFiles.reduce((sum, file) => sum + file.raw, inline.raw),
          gzip: stylesheetFiles.reduce((sum, file) => sum + file.gzip, inline.gzip),
          brotli: stylesheetFiles.reduce((sum, file) => sum + file.brotli, inline.brotli),
        },
      },
    };
  } finally {
    await context.close();
  }
}

/** Bytes as kilobytes (1024) with one decimal, e.g. `194.6 KB`. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per font file, for a report or a failure message. */
export function describeFonts(visit: FirstVisit): string {
  return visit.fonts.files.map((font) => `${font.url} ${kb(font.bytes)}`).join('\n');
}

/** The inline rules, then one line per stylesheet file, for a report or a failure message. */
export function describeStyles(visit: FirstVisit): string {
  const { inline, files } = visit.styles;
  const line = (name: string, size: Sizes) =>
    `${name} ${kb(size.raw).padStart(9)} ${kb(size.gzip).padStart(9)} ${kb(size.brotli).padStart(9)}`;
  const width = Math.max(...files.map((file) => file.url.length), '<style> in the page'.length);
  return [
    line('<style> in the page'.padEnd(width), inline),
    ...files.map((file) => line(file.url.padEnd(width), file)),
  ].join('\n');
}

/** One line per script, for a report or a failure message. */
export function describeScripts(visit: FirstVisit): string {
  const width = Math.max(...visit.scripts.map((script) => script.url.length), 6);
  return visit.scripts
    .map(
      (script) =>
        `${script.url.padEnd(width)} ${kb(script.raw).padStart(9)} ${kb(script.gzip).padStart(9)} ${kb(script.brotli).padStart(9)}  ← ${script.pulledBy}`,
    )
    .join('\n');
}
