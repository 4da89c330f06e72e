import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/** The shop's introduction: its title (the page's first heading), a text and a picture. */
export const introShopData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  picture: z.optional(pictureData),
});
export type IntroShopData = z.infer<typeof introShopData>;
