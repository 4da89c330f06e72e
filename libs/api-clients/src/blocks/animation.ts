import * as z from 'zod/mini';

/** The data of a `animation` block, checked on the site server before a page renders it. */
export const animationData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type AnimationData = z.infer<typeof animationData>;
