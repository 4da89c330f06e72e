import type { Ticket } from '@paddock/api-clients/contracts';
import {
  fakeCartClient,
  type FakeCartClient,
  type FakeCartClientOptions,
  type FixtureProduct,
} from '@paddock/cart/testing';
import { fixtureTickets } from './fixtures.js';

/** A ticket of these fixtures as the fake cart service of @paddock/cart/testing sells it. */
export function cartProductOf(ticket: Ticket): FixtureProduct {
  return {
    secutixId: ticket.secutixId,
    type: ticket.type,
    name: { fr: ticket.displayName.fr, en: ticket.displayName.en ?? ticket.displayName.fr },
    start: ticket.start,
    end: ticket.end,
    prices: ticket.prices.map((price) => ({
      id: price.id,
      code: price.code,
      label: {
        fr: price.localized.fr.label,
        en: price.localized.en?.label ?? price.localized.fr.label,
      },
      price: price.price,
      maxQty: price.maxQty,
    })),
  };
}

/**
 * The in-memory cart service of @paddock/cart/testing, selling the tickets of these fixtures too (the
 * grandstand's seats among them), with its maxQty rule.
 */
export function ticketingCartClient(options: FakeCartClientOptions = {}): FakeCartClient {
  return fakeCartClient({ ...options, products: fixtureTickets.map(cartProductOf) });
}
