import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

const text = z.string().check(z.minLength(1));

/** How much room a tile takes: one cell, two across (`wide`) or two down (`tall`). */
export const mosaicTileSizes = ['small', 'wide', 'tall'] as const;

const pictureTile = z.object({
  kind: z.literal('picture'),
  title: text,
  picture: pictureData,
  href: text,
  target: z.optional(z.enum(['_blank', '_self'])),
  size: z.optional(z.enum(mosaicTileSizes)),
});

const textTile = z.object({
  kind: z.literal('text'),
  title: text,
  text: text,
  cta: z.optional(ctaData),
  size: z.optional(z.enum(mosaicTileSizes)),
});

const featureTile = z.object({
  kind: z.literal('feature'),
  title: text,
  text: z.optional(z.string()),
  picture: pictureData,
  cta: z.optional(ctaData),
});

/**
 * A mosaic of tiles of different sizes, in reading order: pictures with a title and a link, texts
 * with an optional call to action, and at most one big feature tile (picture, title, text, CTA).
 */
export const mosaicBlocksData = z.object({
  title: z.optional(text),
  intro: z.optional(z.string()),
  tiles: z.array(z.discriminatedUnion('kind', [pictureTile, textTile, featureTile])).check(
    z.minLength(2),
    z.maxLength(12),
    z.refine((tiles) => tiles.filter((tile) => tile.kind === 'feature').length <= 1, {
      message: 'At most one feature tile',
    }),
  ),
});
export type MosaicBlocksData = z.infer<typeof mosaicBlocksData>;
export type MosaicTileData = MosaicBlocksData['tiles'][number];
