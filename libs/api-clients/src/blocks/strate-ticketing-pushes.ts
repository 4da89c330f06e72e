import type * as z from 'zod/mini';
import { pictureEntriesData } from './parts.js';

/** A row of ticketing pushes: each a title, a text, a picture and a call to action. */
export const strateTicketingPushesData = pictureEntriesData;
export type StrateTicketingPushesData = z.infer<typeof strateTicketingPushesData>;
