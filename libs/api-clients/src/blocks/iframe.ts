import * as z from 'zod/mini';

/**
 * An embedded page behind a facade: its title (also the frame's accessible name), its https address,
 * its height in pixels (480 by default) and an optional text said before loading.
 */
export const iframeData = z.object({
  title: z.string().check(z.minLength(1)),
  src: z.string().check(z.regex(/^https:\/\/[^\s"'<>]+$/)),
  height: z.optional(z.number().check(z.int(), z.gte(120), z.lte(2000))),
  text: z.optional(z.string()),
});
export type IframeData = z.infer<typeof iframeData>;
