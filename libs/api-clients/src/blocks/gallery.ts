import * as z from 'zod/mini';
import { pictureData } from './parts.js';

export const galleryLayouts = [
  'gallery-single-full-width',
  'gallery-two-one',
  'gallery-one-two',
] as const;

/**
 * Pictures in a grid, each opening the viewer: a title, a layout of SPEC §2 (one picture a row, or
 * rows of two then one, or one then two; `gallery-single-full-width` by default) and the pictures
 * (their `alt` also their caption in the viewer).
 */
export const galleryData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  layout: z.optional(z.enum(galleryLayouts)),
  pictures: z.array(pictureData).check(z.minLength(1)),
});
export type GalleryData = z.infer<typeof galleryData>;
