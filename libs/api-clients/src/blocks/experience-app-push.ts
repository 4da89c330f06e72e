import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/** A store page (or the organiser's redirect to it): an https address. */
const storeUrl = z.string().check(z.regex(/^https:\/\/[^\s"'<>]+$/));

/**
 * A push for the organiser's mobile app: a title, a text, a screenshot of the app (shown in a phone),
 * the app's benefits, and its pages on the App Store and Google Play (at least one; https). `picturePosition`
 * puts the phone before or after the text on desktop.
 */
export const experienceAppPushData = z
  .object({
    title: z.string().check(z.minLength(1)),
    text: z.optional(z.string()),
    picture: z.optional(pictureData),
    benefits: z.optional(
      z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(8)),
    ),
    appStoreUrl: z.optional(storeUrl),
    googlePlayUrl: z.optional(storeUrl),
    picturePosition: z._default(z.enum(['start', 'end']), 'end'),
  })
  .check(
    z.refine((data) => data.appStoreUrl !== undefined || data.googlePlayUrl !== undefined, {
      message: 'The app needs a store link',
      path: ['appStoreUrl'],
    }),
  );
export type ExperienceAppPushData = z.infer<typeof experienceAppPushData>;
