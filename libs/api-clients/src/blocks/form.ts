import * as z from 'zod/mini';

/** The data of a `form` block, checked on the site server before a page renders it. */
export const formData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type FormData = z.infer<typeof formData>;
