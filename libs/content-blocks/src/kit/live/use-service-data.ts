import type { ContentClient } from '@paddock/api-clients';
import { contentConfigAtom, defaultSite } from '@paddock/api-clients/content-config';
import type { SiteId } from '@paddock/api-clients/contracts';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

/** Asks the content service for a block's data; `null` when the call failed (the client logged it). */
export type ServiceLoader<T> = (
  content: ContentClient,
  site: SiteId,
  signal: AbortSignal,
) => Promise<T | null>;

/**
 * Where a block's live data stands: on its way (the server's HTML and the first frame), failed with
 * nothing to show, or there (`stale` when the last refresh failed; `previous` is the answer before).
 */
export type ServiceState<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; data: T; previous: T | undefined; stale: boolean };

export interface ServiceDataOptions<T = unknown> {
  /**
   * The data the site server gave with the page (see `attachLiveData` of `/server`): shown from the
   * first render, the server's HTML included. It is not asked for again (a later `retry` asks), unless
   * the block refreshes (`refreshMs`): such data changes by the second, so the server's answer holds the
   * block's room while the browser asks again once hydrated.
   */
  given?: T | undefined;
  /** Asks again this often while the tab is visible (and at once when it shows again). */
  refreshMs?: number | undefined;
  /** Stops the refreshes (the visitor paused them). */
  paused?: boolean | undefined;
}

export interface ServiceData<T> {
  state: ServiceState<T>;
  /** Asks again now (the retry button); shows the loading state when nothing was shown. */
  retry: () => void;
}

/**
 * The data of a block that shows live content: asked for once the page has hydrated (never on the
 * server, whose HTML shows the loading state), with the content client and site the app configured
 * (`contentConfigAtom` of `@paddock/api-clients/content-config`), aborted when the block goes. `load`
 * must keep its identity between renders (`useCallback`): a new one asks again. With `given` (the
 * site server's data), the block shows it from the first render and asks nothing until a retry, or
 * asks once hydrated when it refreshes.
 */
export function useServiceData<T>(
  load: ServiceLoader<T>,
  { refreshMs, paused = false, given }: ServiceDataOptions<T> = {},
): ServiceData<T> {
  const config = useAtomValue(contentConfigAtom);
  const [state, setState] = useState<ServiceState<T>>(() =>
    given === undefined
      ? { status: 'loading' }
      : { status: 'ready', data: given, previous: undefined, stale: false },
  );
  // Each increment asks once more.
  const [round, setRound] = useState(0);
  // The server's data stands for the first round (however often React runs the effect for it), when
  // it does not go stale.
  const givenStands = round === 0 && given !== undefined && !refreshMs;

  useEffect(() => {
    if (givenStands) return undefined;
    const controller = new AbortController();
    const ask = async () => {
      const data = config
        ? await load(config.content, config.site ?? defaultSite, controller.signal).catch(
            () => null,
          )
        : null;
      if (controller.signal.aborted) return;
      setState((current) => {
        if (data !== null) {
          return {
            status: 'ready',
            data,
            previous: current.status === 'ready' ? current.data : undefined,
            stale: false,
          };
        }
        // A failed refresh keeps what is shown.
        return current.status === 'ready' ? { ...current, stale: true } : { status: 'failed' };
      });
    };
    void ask();
    return () => controller.abort();
  }, [config, load, round, givenStands]);

  // The next refresh, once the last answer is in; none while hidden or paused.
  useEffect(() => {
    if (!refreshMs || paused || state.status === 'loading') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => setRound((n) => n + 1);
    const arm = () => {
      clearTimeout(timer);
      if (!document.hidden) timer = setTimeout(again, refreshMs);
    };
    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer);
      else again();
    };
    arm();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refreshMs, paused, state]);

  const retry = useCallback(() => {
    setState((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    setRound((n) => n + 1);
  }, []);

  return { state, retry };
}
