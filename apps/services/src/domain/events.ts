/** The real-time event stream's subscribers, per site; publishing sends a named event to each. */
import type { SiteId, StreamEventName, streamEvents } from '@paddock/api-clients/contracts';
import type * as z from 'zod/mini';

export type StreamEvent = {
  [Name in StreamEventName]: { name: Name; data: z.output<(typeof streamEvents)[Name]> };
}[StreamEventName];

type Listener = (event: StreamEvent) => void;

export class EventHub {
  readonly #listeners = new Map<SiteId, Set<Listener>>();
  readonly #closing = new AbortController();

  /**
   * Aborted when the services shut down: each open stream ends its response then, so a visitor's browser
   * sees the stream end (and reconnects by itself) rather than a connection cut by the process's exit.
   */
  get closing(): AbortSignal {
    return this.#closing.signal;
  }

  /** Ends every open stream (see `closing`); streams opened after it end at once. */
  close(): void {
    this.#closing.abort();
  }

  subscribe(site: SiteId, listener: Listener): () => void {
    const listeners = this.#listeners.get(site) ?? new Set<Listener>();
    listeners.add(listener);
    this.#listeners.set(site, listeners);
    return () => listeners.delete(listener);
  }

  /** Sends the event to every visitor of the site; answers how many got it. */
  publish(site: SiteId, event: StreamEvent): number {
    const listeners = this.#listeners.get(site) ?? new Set<Listener>();
    for (const listener of listeners) listener(event);
    return listeners.size;
  }

  subscribers(site: SiteId): number {
    return this.#listeners.get(site)?.size ?? 0;
  }
}
