import * as z from 'zod/mini';

/** The data of a `title-text-push` block, checked on the site server before a page renders it. */
export const titleTextPushData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type TitleTextPushData = z.infer<typeof titleTextPushData>;
