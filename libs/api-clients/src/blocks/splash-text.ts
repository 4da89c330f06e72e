import * as z from 'zod/mini';

/** The data of a `splash-text` block, checked on the site server before a page renders it. */
export const splashTextData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type SplashTextData = z.infer<typeof splashTextData>;
