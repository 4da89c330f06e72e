import type * as z from 'zod/mini';
import { pictureEntriesData } from './parts.js';

/** Event cards in a horizontal slider: a title, and cards of a title, a text, a picture and a link. */
export const eventCardSliderData = pictureEntriesData;
export type EventCardSliderData = z.infer<typeof eventCardSliderData>;
