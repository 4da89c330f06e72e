/**
 * The real-time event stream (SPEC §7): server-sent events at `{eventsUrl}/{siteIdentifier}`, opened
 * with credentials, whose named events carry JSON (`notification` → the `notification` schema).
 */
import type { z } from 'zod';
import { streamEvents, type StreamEventName } from '../contracts/content.js';

/** The stream of a site: `eventStreamUrl('http://localhost:3100/events/', 'auto')` → `…/events/auto`. */
export function eventStreamUrl(eventsUrl: string, siteId: string): string {
  return `${eventsUrl.replace(/\/+$/, '')}/${encodeURIComponent(siteId.replace(/^\/+|\/+$/g, ''))}`;
}

/** A named event of the stream with its validated data. */
export type StreamEvent = {
  [K in StreamEventName]: { name: K; data: z.output<(typeof streamEvents)[K]> };
}[StreamEventName];

export function isStreamEventName(name: string): name is StreamEventName {
  return Object.hasOwn(streamEvents, name);
}

/** The names to listen to on an `EventSource` (`source.addEventListener(name, …)`). */
export const streamEventNames: readonly StreamEventName[] =
  Object.keys(streamEvents).filter(isStreamEventName);

/**
 * An event received as `name` with `data` (the text of a `MessageEvent`), parsed and validated with its
 * schema; `null` for a name the stream does not define, data that is not JSON, or JSON of another shape.
 */
export function parseStreamEvent(name: string, data: string): StreamEvent | null {
  if (!isStreamEventName(name)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = streamEvents[name].safeParse(json);
  return parsed.success ? { name, data: parsed.data } : null;
}
