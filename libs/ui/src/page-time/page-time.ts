import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * When the server rendered the page, in milliseconds since the epoch: the host gives it (from the data
 * its server sent with the page), so that the browser's first render tells the time as the server did.
 */
export const RenderedAt = createContext<number | null>(null);

const subscribeToNothing = () => () => undefined;

/** The clock to the minute: the same reading however often React asks within a render. */
const minute = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * The time a page shows what depends on the time at (the current alert, events that are over). On the
 * server and in the browser's first render (hydration), the time the server rendered the page at
 * (`RenderedAt`), so that both render the same HTML even when the page comes from the HTML cache or the
 * phone's clock is off; then the browser's clock, to the minute. Without `RenderedAt`, the clock.
 */
export function usePageTime(): number {
  const renderedAt = useContext(RenderedAt);
  return useSyncExternalStore(subscribeToNothing, minute, () => renderedAt ?? minute());
}
