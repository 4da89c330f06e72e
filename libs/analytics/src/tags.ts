/**
 * The third-party tags, loaded only with consent: the tag manager (audience measurement) and the social
 * pixel (marketing), whose script loads 3000 ms after the page has loaded (SPEC §9).
 */
import type { DataLayerWindow } from './data-layer.js';

export const PIXEL_DELAY_MS = 3000;

/** Adds `<script async src>` to the page once per address; `nonce` for the page's CSP. */
export function loadScript(doc: Document, src: string, nonce?: string): HTMLScriptElement {
  const existing = [...doc.scripts].find((script) => script.src === src);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  doc.head.append(script);
  return script;
}

export interface TagManagerOptions {
  /** The container id, e.g. GTM-ABC123. */
  id: string;
  /** The tag manager's script address, to which `?id=` is added. */
  scriptUrl: string;
  nonce?: string | undefined;
}

/** Starts the tag manager: the data layer with its start event, then its script. */
export function startTagManager(
  win: Window & DataLayerWindow,
  { id, scriptUrl, nonce }: TagManagerOptions,
): void {
  win.dataLayer ??= [];
  if (win.dataLayer.some((event) => event['event'] === 'gtm.js')) return;
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const url = new URL(scriptUrl, win.location.href);
  url.searchParams.set('id', id);
  loadScript(win.document, url.toString(), nonce);
}

type PixelCall = readonly unknown[];
export interface PixelFunction {
  (...args: PixelCall): void;
  queue: PixelCall[];
  loaded?: boolean;
}
export interface PixelWindow {
  fbq?: PixelFunction | undefined;
}

declare global {
  interface Window {
    /** The social pixel's queue, then its function once its script has loaded. */
    fbq?: PixelFunction | undefined;
  }
}

export interface PixelOptions {
  id: string;
  scriptUrl: string;
  nonce?: string | undefined;
  /** Defaults to PIXEL_DELAY_MS. */
  delayMs?: number;
}

/**
 * The social pixel: its page view is queued now (the script reads the queue), and its script loads
 * `delayMs` after the page's load event. Returns the function that cancels a load not yet started.
 */
export function startPixel(
  win: Window & PixelWindow,
  { id, scriptUrl, nonce, delayMs = PIXEL_DELAY_MS }: PixelOptions,
): () => void {
  if (!win.fbq) {
    const fbq: PixelFunction = Object.assign((...args: PixelCall) => void fbq.queue.push(args), {
      queue: [] as PixelCall[],
    });
    win.fbq = fbq;
    fbq('init', id);
  }
  win.fbq('track', 'PageView');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => loadScript(win.document, scriptUrl, nonce), delayMs);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** A page view for the social pixel after a route change (its script is already coming). */
export function pixelPageView(win: PixelWindow): void {
  win.fbq?.('track', 'PageView');
}
