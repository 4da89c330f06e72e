import type * as z from 'zod/mini';
import { motoRaceClasses } from '../contracts/live-values.js';
import { liveTimingData } from './live-auto.js';

/** The live timing of the motorbike race (EWC, Superstock): the same block as the car race's. */
export const liveMotoData = liveTimingData(motoRaceClasses);
export type LiveMotoData = z.infer<typeof liveMotoData>;
