/**
 * The real-time event stream (SPEC §7): server-sent events at `{eventsUrl}/{siteIdentifier}`, opened
 * with credentials, whose named events carry JSON (`notification` → the `notification` schema).
 */
import type * as z from 'zod/mini';
import type { StreamEventName, streamEvents } from '../contracts/content.js';
import type { AnswerSchema } from '../route-table.js';
import { isFields } from './refusals.js';

/** The stream of a site: `eventStreamUrl('http://localhost:3100/events/', 'auto')` → `…/events/auto`. */
export function eventStreamUrl(eventsUrl: string, siteId: string): string {
  return `${eventsUrl.replace(/\/+$/, '')}/${encodeURIComponent(siteId.replace(/^\/+|\/+$/g, ''))}`;
}

/** A named event of the stream with its data. */
export type StreamEvent = {
  [K in StreamEventName]: { name: K; data: z.output<(typeof streamEvents)[K]> };
}[StreamEventName];

/** The names to listen to on an `EventSource` (`source.addEventListener(name, …)`): each of `streamEvents`. */
export const streamEventNames = ['notification'] as const satisfies readonly StreamEventName[];

export function isStreamEventName(name: string): name is StreamEventName {
  return (streamEventNames as readonly string[]).includes(name);
}

/** Reads an event received as `name` with `data` (the text of a `MessageEvent`). */
export type StreamEventParser = (name: string, data: string) => StreamEvent | null;

/**
 * The reader of the stream's events: an event of a known name whose data is a JSON object, validated
 * with its schema when `schemas` are given (the main entry's `parseStreamEvent`), taken as sent from
 * our own service when not (the browser's); `null` for anything else.
 */
export function streamEventParser(
  schemas?: Readonly<Record<StreamEventName, AnswerSchema>>,
): StreamEventParser {
  return (name, data) => {
    if (!isStreamEventName(name)) return null;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return null;
    }
    if (!isFields(json)) return null;
    if (!schemas) return { name, data: json } as StreamEvent;
    const parsed = schemas[name].safeParse(json);
    return parsed.success ? ({ name, data: parsed.data } as StreamEvent) : null;
  };
}
