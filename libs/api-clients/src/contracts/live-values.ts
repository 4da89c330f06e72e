/**
 * The fixed lists of the live contracts, without zod: the blocks' data schemas (zod/mini) and the
 * browser share them with the content service's schemas (`live.ts`).
 */

/** The classes of the car race (event 24A), fastest first. */
export const carRaceClasses = ['Hypercar', 'LMP2', 'LMGT3'] as const;

/** The classes of the motorbike race, fastest first. */
export const motoRaceClasses = ['EWC', 'Superstock'] as const;

/** Every class a live classification may show. */
export const raceClasses = [...carRaceClasses, ...motoRaceClasses] as const;
export type RaceClass = (typeof raceClasses)[number];

/** What an event of the organiser around the world is: a race shown live, a show, a tour stop, a meeting. */
export const locatorEventTypes = ['watch-party', 'exhibition', 'roadshow', 'meet-up'] as const;
export type LocatorEventType = (typeof locatorEventTypes)[number];

/** The social networks a wall links to and shows posts of. */
export const socialNetworkIds = [
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'facebook',
  'linkedin',
] as const;
export type SocialNetworkId = (typeof socialNetworkIds)[number];
