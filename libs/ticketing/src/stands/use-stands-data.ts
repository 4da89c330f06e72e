import type { VenueBlockSeats } from '@paddock/api-clients/contracts';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { defaultSite, ticketingConfigAtom } from '../availability/ticketing-config.js';
import { categoriesWithBlocks, type StandsData } from './stands-data.js';

/** Where the data of a stand picker is: on its way, there, or missing (the content service said nothing). */
export type StandsLoad =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; data: StandsData };

/**
 * What a stand picker needs of a seated ticket, asked for together once the config is set: its ticket
 * info (`cart_info/{secutixId}`), its stand categories with their free seats
 * (`ticket/{secutixId}/stands`) and the site's venue (`venue/{site}`). Any of them missing (the client
 * logged why) fails the whole, which `retry` asks again.
 */
export function useStandsData(secutixId: string): StandsLoad {
  const config = useAtomValue(ticketingConfigAtom);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: StandsLoad }>();
  const site = config?.site ?? defaultSite;
  const key = `${secutixId}|${site}|${attempt}`;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!config) return undefined;
    const controller = new AbortController();
    const init = { signal: controller.signal };
    const { content } = config;
    Promise.all([
      content.ticketInfo({ secutixId }, init),
      content.standCategories({ secutixId }, init),
      content.venue({ site }, init),
    ]).then(
      ([info, categories, venue]) => {
        if (controller.signal.aborted) return;
        const performance = info?.performances[0];
        const load: StandsLoad =
          info && performance && categories && venue
            ? {
                status: 'ready',
                data: { info, performance, categories: categoriesWithBlocks(categories), venue },
              }
            : { status: 'failed', retry };
        setAnswer({ key, load });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[ticketing] the stands could not be loaded', error);
        setAnswer({ key, load: { status: 'failed', retry } });
      },
    );
    return () => controller.abort();
  }, [config, secutixId, site, key, retry]);

  // An answer for another ticket (or an earlier attempt) is not this one's.
  return answer?.key === key ? answer.load : { status: 'loading' };
}

/** The seats of a block as the viewer draws them: null while they load, or when they could not be. */
export interface BlockSeatsLoad {
  seats: VenueBlockSeats | null;
  failed: boolean;
  retry: () => void;
}

/** The seats of the chosen block (`venue/{site}/blocks/{blockId}`), asked for each time a block is chosen. */
export function useBlockSeats(blockId: string | null): BlockSeatsLoad {
  const config = useAtomValue(ticketingConfigAtom);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; seats: VenueBlockSeats | null }>();
  const site = config?.site ?? defaultSite;
  const key = `${blockId ?? ''}|${site}|${attempt}`;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!config || blockId === null) return undefined;
    const controller = new AbortController();
    config.content.venueBlockSeats({ site, blockId }, { signal: controller.signal }).then(
      (seats) => {
        if (!controller.signal.aborted) setAnswer({ key, seats });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[ticketing] the seats of a block could not be loaded', error);
        setAnswer({ key, seats: null });
      },
    );
    return () => controller.abort();
  }, [config, blockId, site, key]);

  if (blockId === null || answer?.key !== key) return { seats: null, failed: false, retry };
  return { seats: answer.seats, failed: answer.seats === null, retry };
}
