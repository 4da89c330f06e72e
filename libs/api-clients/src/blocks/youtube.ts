import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/** A YouTube video behind a facade: its title, its video id, a caption and a poster picture. */
export const youtubeData = z.object({
  title: z.string().check(z.minLength(1)),
  youtubeId: z.string().check(z.regex(/^[\w-]{6,32}$/)),
  caption: z.optional(z.string()),
  picture: z.optional(pictureData),
});
export type YoutubeData = z.infer<typeof youtubeData>;
