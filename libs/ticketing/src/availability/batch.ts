import type { TicketAvailabilities } from '@paddock/api-clients/contracts';
import type { TicketingConfig } from './ticketing-config.js';

interface Batch {
  tickets: Set<string>;
  packages: Set<string>;
  waiters: {
    resolve: (answer: TicketAvailabilities | null) => void;
    reject: (error: unknown) => void;
  }[];
}

// Per config (one per page store): the ids asked for during the current task.
const batches = new WeakMap<TicketingConfig, Batch>();

/**
 * What is left of these tickets and packages. Every list of the page that asks during the same task
 * (a ticket page has several blocks, each with its list) shares one `GET ticket-availabilities` for all
 * their ids; each then merges what concerns it.
 */
export function requestAvailabilities(
  config: TicketingConfig,
  ticketIds: readonly string[],
  packageIds: readonly string[],
): Promise<TicketAvailabilities | null> {
  let batch = batches.get(config);
  if (!batch) {
    const created: Batch = { tickets: new Set(), packages: new Set(), waiters: [] };
    batches.set(config, created);
    setTimeout(() => {
      batches.delete(config);
      void send(config, created);
    }, 0);
    batch = created;
  }
  for (const id of ticketIds) batch.tickets.add(id);
  for (const id of packageIds) batch.packages.add(id);
  const waiters = batch.waiters;
  return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
}

async function send(config: TicketingConfig, { tickets, packages, waiters }: Batch) {
  try {
    const answer = await config.content.ticketAvailabilities({
      secutixIds: tickets.size > 0 ? [...tickets] : undefined,
      packageSecutixIds: packages.size > 0 ? [...packages] : undefined,
      ...(config.draft ? { draft: '1' as const } : {}),
    });
    for (const waiter of waiters) waiter.resolve(answer);
  } catch (error) {
    for (const waiter of waiters) waiter.reject(error);
  }
}
