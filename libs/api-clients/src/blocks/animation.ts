import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));

/**
 * A storytelling animation over a drawing of the circuit: key moments, each at a point of the lap
 * (`at`, from 0 at the start line to 1 back on it, in lap order), with a short label (a time, a corner),
 * a title and a caption. Each moment shows for `duration` milliseconds; `loop` starts again after the
 * last.
 */
export const animationData = z.object({
  title: z.optional(text),
  intro: z.optional(z.string()),
  moments: z
    .array(
      z.object({
        at: z.number().check(z.gte(0), z.lte(1)),
        label: text,
        title: text,
        caption: text,
      }),
    )
    .check(
      z.minLength(2),
      z.maxLength(10),
      z.refine(
        (moments) =>
          moments.every((moment, i) => i === 0 || moment.at >= (moments[i - 1]?.at ?? 0)),
        {
          message: 'Moments go in lap order',
        },
      ),
    ),
  duration: z._default(z.number().check(z.int(), z.gte(2000), z.lte(15000)), 4000),
  loop: z._default(z.boolean(), true),
});
export type AnimationData = z.infer<typeof animationData>;
