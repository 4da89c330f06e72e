import type { Ticket, TicketAvailabilities, TicketPackage } from '@paddock/api-clients/contracts';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { requestAvailabilities } from './batch.js';
import { mergeAvailability, type TicketsAndPackages } from './merge-availability.js';
import { ticketingConfigAtom } from './ticketing-config.js';

const noPackages: readonly TicketPackage[] = [];

/**
 * The tickets and packages with what is left now (SPEC §4). The served lists render first, on the
 * server and at hydration; once the page has loaded, `GET ticket-availabilities` is asked for their ids
 * (one call for every list that asks at the same time) and its answer merged in (0 when an entry is missing). When the call fails the served lists stay, and
 * the failure is logged.
 */
export function useAvailability(
  tickets: readonly Ticket[],
  packages: readonly TicketPackage[] = noPackages,
): TicketsAndPackages {
  const config = useAtomValue(ticketingConfigAtom);
  const [answer, setAnswer] = useState<{ key: string; availabilities: TicketAvailabilities }>();
  // The ids asked for, as one string: a parent rendering new arrays of the same tickets asks nothing new.
  const ticketIds = tickets.map((ticket) => ticket.secutixId).join(',');
  const packageIds = packages.map((each) => each.secutixId).join(',');
  const key = `${ticketIds}|${packageIds}`;

  useEffect(() => {
    if (!config || (ticketIds === '' && packageIds === '')) return undefined;
    let current = true;
    const failed = (error?: unknown) => {
      if (!current) return;
      console.error('[ticketing] ticket availabilities could not be fetched', error);
    };
    requestAvailabilities(
      config,
      ticketIds === '' ? [] : ticketIds.split(','),
      packageIds === '' ? [] : packageIds.split(','),
    ).then((availabilities) => {
      if (!current) return;
      if (availabilities) setAnswer({ key: `${ticketIds}|${packageIds}`, availabilities });
      else failed();
    }, failed);
    return () => {
      current = false;
    };
  }, [config, ticketIds, packageIds]);

  return useMemo(() => {
    // An answer for other ids (the lists changed, the new call is on its way) is not merged.
    if (!answer || answer.key !== key) return { tickets: [...tickets], packages: [...packages] };
    return mergeAvailability(tickets, packages, answer.availabilities);
  }, [answer, key, tickets, packages]);
}
