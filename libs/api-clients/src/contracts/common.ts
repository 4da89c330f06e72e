import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { picture } from '../blocks/parts.js';
import { siteIds } from '../constants.js';
import { locales } from '../locales.js';

// No generated code: zod would otherwise probe `new Function`, which the site's Content-Security-Policy
// (no 'unsafe-eval') reports as a violation in every browser that loads the clients.
z.config({ jitless: true });
// English issue messages ("Too small: expected string to have >=1 characters"), which the services'
// refusals and the configurations' errors quote: zod/mini loads no locale of its own, so this is the
// one place every process that validates (services, site server, the main entry's clients) gets them.
z.config(en());

/** The locales of SPEC §9; French is the default. */
export const locale = z.enum(locales);
export type { Locale } from '../locales.js';

/** The organiser's sites (universes) of SPEC §1. */
export const siteId = z.enum(siteIds);
export type { SiteId } from '../constants.js';

/** A value per locale; French always, English where it was translated. */
export function localized<T extends z.ZodMiniType>(value: T) {
  return z.object({ fr: value, en: z.optional(value) });
}

/** An ISO 8601 date-time with its offset, e.g. 2027-06-10T14:00:00+02:00. */
export const dateTime = z.iso.datetime({ offset: true });

/** Prices are integers in thousandths of a euro (SPEC §9): 45000 is 45 €. */
export const thousandths = z.number().check(z.int(), z.nonnegative());

export const link = z.object({
  href: z.string().check(z.minLength(1)),
  text: z.string(),
  target: z.optional(z.enum(['_self', '_blank'])),
});
export type Link = z.infer<typeof link>;

// The one picture schema is the blocks'.
export { picture };
export type Picture = z.infer<typeof picture>;

/** The JSON every service answers a refused request with (4xx): a code, a message and its details. */
export const apiError = z.object({
  error: z.object({
    code: z.string().check(z.minLength(1)),
    message: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});
export type ApiError = z.infer<typeof apiError>;

/** Query flags `0`/`1` of the content service (`draft=1`). */
export const flag = z.enum(['0', '1']);
