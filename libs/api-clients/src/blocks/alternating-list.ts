import type * as z from 'zod/mini';
import { pictureEntriesData } from './parts.js';

/**
 * Entries of a picture and a text side by side, the picture on alternate sides: each a title, a plain
 * text (line breaks kept), a picture and a call to action.
 */
export const alternatingListData = pictureEntriesData;
export type AlternatingListData = z.infer<typeof alternatingListData>;
