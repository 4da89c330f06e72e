import type * as z from 'zod/mini';
import type { LiveTiming } from '../contracts/index.js';
import { motoRaceClasses } from '../contracts/live-values.js';
import { liveTimingData } from './live-auto.js';

/** The live timing of the motorbike race (EWC, Superstock): the same block as the car race's. */
export const liveMotoData = liveTimingData(motoRaceClasses);
/** The data as the component gets it: the timing attached on the server when it had it. */
export type LiveMotoData = z.infer<typeof liveMotoData> & { timing?: LiveTiming | undefined };
