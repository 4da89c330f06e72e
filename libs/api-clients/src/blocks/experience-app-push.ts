import * as z from 'zod/mini';

/** The data of a `experience-app-push` block, checked on the site server before a page renders it. */
export const experienceAppPushData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type ExperienceAppPushData = z.infer<typeof experienceAppPushData>;
