import { eventTimeZone, intlLocale, type Locale } from '@paddock/api-clients/lite';

/**
 * What the page's first render formats, made once in a worker: numbers (prices, and Lingui's `#` in
 * plurals), plurals, dates and times in the event's clock, lists (seat names). Numbers first: theirs
 * is the dearest first use.
 */
function warmUpWork(tag: string): string {
  const locale = JSON.stringify(tag);
  return [
    `new Intl.NumberFormat(${locale}).format(1234.5)`,
    `new Intl.DateTimeFormat(${locale}, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: ${JSON.stringify(eventTimeZone)} }).format(0)`,
    `new Intl.PluralRules(${locale}).select(1)`,
    `new Intl.ListFormat(${locale}).format(['1', '2'])`,
    'postMessage(0)',
  ].join(';\n');
}

/**
 * A statement for the page's boot script (`PaintFirstScripts`): it starts a worker that formats a
 * number, a date, a plural and a list in the page's locale, then ends it.
 *
 * Why: the first `Intl.NumberFormat` a page makes loads the browser's number data, 12–30 ms in
 * Chromium here (the first `Intl.DateTimeFormat`, 12–40 ms), four times that on a mid-range phone,
 * inside the task that hydrates the page's first price or date. Chromium keeps that data for the
 * whole renderer process: once a worker has loaded it, the page's own first formats cost a fraction
 * of a millisecond. Measured on the built site (median of 12 first loads each way, interleaved), the
 * main thread's script time fell from 161 to 136 ms on the cart, 210 to 176 ms on a ticket page and
 * 338 to 299 ms on the home; the partners page, which formats nothing, stayed at about 110 ms. The
 * worker runs on another core while the page's scripts download and evaluate; should it not be done
 * in time, the page loads the data itself, as it did without it.
 *
 * The worker is a blob (no request, and nothing in the browser's bundle: the server writes this into
 * the page), which the Content-Security-Policy's `worker-src blob:` allows. A browser that refuses it
 * (no Worker, a stricter policy) goes on without it.
 */
export function intlWarmUp(locale: Locale): string {
  return (
    `try { const url = URL.createObjectURL(new Blob([${JSON.stringify(warmUpWork(intlLocale(locale)))}], { type: 'text/javascript' }));` +
    ' const worker = new Worker(url);' +
    ' worker.onmessage = worker.onerror = () => { worker.terminate(); URL.revokeObjectURL(url); };' +
    ' } catch {}'
  );
}
