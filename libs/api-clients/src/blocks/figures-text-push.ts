import * as z from 'zod/mini';

/** The data of a `figures-text-push` block, checked on the site server before a page renders it. */
export const figuresTextPushData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type FiguresTextPushData = z.infer<typeof figuresTextPushData>;
