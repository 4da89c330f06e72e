import type { ProgramEvent } from '../contracts/index.js';
import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/** An ISO 8601 date-time with its offset, e.g. 2027-06-12T16:00:00+02:00. */
export const programDateTime = z.iso.datetime({ offset: true });

/** A happening of the event: its start (and end), its title and where. */
export const programEventData = z.object({
  start: programDateTime,
  end: z.optional(programDateTime),
  title: z.string().check(z.minLength(1)),
  place: z.optional(z.string()),
});

/**
 * The site's agenda: its title and a call to action (the full programme, say). The happenings come
 * from the content service (`{site}/program-events`) and show by day in Paris: attached by the site
 * server as `data.events` when the service gave them; without them the browser asks for them.
 */
export const programData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  cta: z.optional(ctaData),
});
/** The data as the component gets it: the happenings attached on the server when it had them. */
export type ProgramData = z.infer<typeof programData> & {
  events?: ProgramEvent[] | undefined;
};
