import * as z from 'zod/mini';

/** The data of a `PUSH_EDITO` block, checked on the site server before a page renders it. */
export const pushEditoData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type PushEditoData = z.infer<typeof pushEditoData>;
