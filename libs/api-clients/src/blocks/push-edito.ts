import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

export const pushEditoLayouts = ['large', 'row'] as const;

/**
 * Editorial pushes: each a picture, a kicker, a title, a short text and a call to action. `large`
 * (default) shows each push wide, its text on a panel over the picture's edge; `row` sets two to four
 * side by side as cards.
 */
export const pushEditoData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  layout: z._default(z.enum(pushEditoLayouts), 'large'),
  items: z
    .array(
      z.object({
        kicker: z.optional(z.string().check(z.minLength(1))),
        title: z.string().check(z.minLength(1)),
        text: z.optional(z.string()),
        picture: pictureData,
        cta: ctaData,
      }),
    )
    .check(z.minLength(1), z.maxLength(4)),
});
export type PushEditoData = z.infer<typeof pushEditoData>;
export type PushEditoItem = PushEditoData['items'][number];
export type PushEditoLayout = (typeof pushEditoLayouts)[number];
