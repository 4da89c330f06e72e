import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/** A member of a body: name, role, an optional photo and short biography (plain text). */
export const governanceMemberData = z.object({
  name: z.string().check(z.minLength(1)),
  role: z.string().check(z.minLength(1)),
  picture: z.optional(pictureData),
  bio: z.optional(z.string().check(z.minLength(1))),
});
export type GovernanceMemberData = z.infer<typeof governanceMemberData>;

/**
 * The club's governance: its bodies (Bureau, Conseil d'administration…), each with its members, under
 * an optional title and introduction.
 */
export const governanceData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  bodies: z
    .array(
      z.object({
        name: z.string().check(z.minLength(1)),
        text: z.optional(z.string()),
        members: z.array(governanceMemberData).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});
export type GovernanceData = z.infer<typeof governanceData>;
