/**
 * The third-party tags, loaded only with consent: the tag manager (audience measurement) and the social
 * pixel (marketing), whose script loads 3000 ms after the page has loaded (SPEC §9).
 */
import { gtmUnavailableMessage, usableDataLayer, type DataLayerWindow } from './data-layer.js';

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

/**
 * Starts the tag manager: the data layer (a new one if there is none) with its start event, then its
 * script; once. True once started. A data layer another script made unusable (`window.dataLayer = {}`)
 * is left as it is: 'GTM is not available' is logged (SPEC §8), no tag loads, and false is returned.
 */
export function startTagManager(
  win: Window & DataLayerWindow,
  { id, scriptUrl, nonce }: TagManagerOptions,
): boolean {
  win.dataLayer ??= [];
  const layer = usableDataLayer(win);
  if (!layer) {
    console.error(gtmUnavailableMessage);
    return false;
  }
  if (layer.some((event) => isFields(event) && event['event'] === 'gtm.js')) return true;
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const url = new URL(scriptUrl, win.location.href);
  url.searchParams.set('id', id);
  loadScript(win.document, url.toString(), nonce);
  return true;
}

/** Another script may have pushed anything to the data layer. */
const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

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

/** Logged when another script left something other than a function in `window.fbq`. */
export const pixelUnavailableMessage = 'The pixel is not available';

/**
 * The social pixel: its page view is queued now (the script reads the queue), and its script loads
 * `delayMs` after the page's load event. Returns the function that cancels a load not yet started.
 * Something other than a function in `window.fbq` (another script's) is left as it is: logged, and
 * no pixel.
 */
export function startPixel(
  win: Window & PixelWindow,
  { id, scriptUrl, nonce, delayMs = PIXEL_DELAY_MS }: PixelOptions,
): () => void {
  const existing: unknown = win.fbq;
  if (existing !== undefined && existing !== null && typeof existing !== 'function') {
    console.error(pixelUnavailableMessage);
    return () => undefined;
  }
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
  const fbq: unknown = win.fbq;
  if (typeof fbq === 'function') (fbq as PixelFunction)('track', 'PageView');
}
