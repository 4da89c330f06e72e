import type { SocialPost } from '../contracts/index.js';
import * as z from 'zod/mini';
import { socialNetworkIds as socialNetworks } from '../contracts/live-values.js';
import { ctaData } from './parts.js';

export { socialNetworks };
export type SocialNetwork = (typeof socialNetworks)[number];

const httpsUrl = z.string().check(z.regex(/^https:\/\/[^\s"'<>]+$/));

/**
 * The event on social networks, without loading them: a title, a hashtag, the networks to follow it
 * on (each a link out: its own `links` address, else the hashtag's page), and how many of the posts
 * the organiser picked (`{site}/social-posts`; 6 by default) to show as cards, and a call to action.
 * The posts themselves are attached by the site server as `data.posts` when the service gave them
 * (the wall is then only HTML); without them the browser asks for them.
 */
export const socialWallData = z.object({
  title: z.string().check(z.minLength(1)),
  hashtag: z.optional(z.string().check(z.regex(/^#?[\p{L}\p{N}_]+$/u))),
  networks: z.array(z.enum(socialNetworks)),
  links: z.optional(z.array(z.object({ network: z.enum(socialNetworks), href: httpsUrl }))),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(24))),
  cta: z.optional(ctaData),
});
/** The data as the component gets it: the posts attached on the server when it had them. */
export type SocialWallData = z.infer<typeof socialWallData> & {
  posts?: SocialPost[] | undefined;
};
