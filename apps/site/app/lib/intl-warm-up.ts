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
    'close()',
  ].join(';');
}

/**
 * A statement for the page's boot script (`PaintFirstScripts`): it starts a worker that formats a
 * number, a date, a plural and a list in the page's locale, then ends itself.
 *
 * Why: the first `Intl.NumberFormat` a page makes loads the browser's number data, 12–30 ms in
 * Chromium here (the first `Intl.DateTimeFormat`, 12–40 ms), about four times that on a mid-range
 * phone's slower CPU, inside the task that hydrates the page's first price or date. Chromium keeps that data for the
 * whole renderer process: once a worker has loaded it, the page's own first formats cost a fraction
 * of a millisecond. Measured on the built site, the `Intl` constructors timed in the page during a
 * first load (5 loads each way): 13–16 ms on the cart, 17–20 ms on a ticket page and 23–39 ms on the
 * English home fell to 0.2, about 2 and about 2.5 ms. The worker runs on another core while the
 * page's scripts download and evaluate; should it not be done in time, the page loads the data
 * itself, as it did without it.
 *
 * The worker is a `data:` URL (no request, and nothing in the browser's bundle: the server writes
 * this into the page), which the Content-Security-Policy's `worker-src data:` allows. A blob would
 * do as well, but making its URL is a synchronous call to the browser process: 1.5–14 ms of the main
 * thread measured, against 0.1–2.5 ms for the worker itself. A browser that refuses it (no Worker, a
 * stricter policy) goes on without it.
 */
export function intlWarmUp(locale: Locale): string {
  // Only `%` and `#` mean something else in a data: URL's body.
  const body = warmUpWork(intlLocale(locale)).replace(/[%#]/g, encodeURIComponent);
  return `try { new Worker(${JSON.stringify(`data:text/javascript,${body}`)}); } catch {}`;
}
