import * as z from 'zod/mini';
import { pictureData } from './parts.js';

export const socialNetworks = [
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'facebook',
  'linkedin',
] as const;

const httpsUrl = z.string().check(z.regex(/^https:\/\/[^\s"'<>]+$/));

/**
 * The event on social networks, without loading them: a title, a hashtag, the networks to follow it
 * on (each a link out: its own `links` address, else the hashtag's page), and optional `posts` the CMS
 * copied (shown as cards of the block's own data, each linking to the original).
 */
export const socialWallData = z.object({
  title: z.string().check(z.minLength(1)),
  hashtag: z.optional(z.string().check(z.regex(/^#?[\p{L}\p{N}_]+$/u))),
  networks: z.array(z.enum(socialNetworks)),
  links: z.optional(z.array(z.object({ network: z.enum(socialNetworks), href: httpsUrl }))),
  posts: z.optional(
    z.array(
      z.object({
        network: z.enum(socialNetworks),
        author: z.optional(z.string()),
        text: z.string(),
        href: httpsUrl,
        date: z.optional(z.string()),
        picture: z.optional(pictureData),
      }),
    ),
  ),
});
export type SocialWallData = z.infer<typeof socialWallData>;
export type SocialNetwork = (typeof socialNetworks)[number];
