import type { Ticket } from '@paddock/api-clients/contracts';
import { useState } from 'react';
import {
  isSoldOut,
  visiblePrices,
  type VisiblePricesOptions,
} from '../ticket-prices/visible-prices.js';

/**
 * What an offer first shows — the served availability, on the server and at hydration — and keeps
 * showing when what is left arrives after the page has loaded: the prices shown (a price that sells out
 * then is marked so in its place), and whether there was anything to choose (the add button stays,
 * disabled, once nothing is left). The offer keeps its size: nothing under it moves.
 */
export function useFirstShown(ticket: Ticket, options: VisiblePricesOptions) {
  const [first] = useState(() => {
    const prices = visiblePrices(ticket.prices, options);
    return {
      shown: new Set(prices.map((price) => price.id)),
      choice: prices.some((price) => !isSoldOut(price)),
    };
  });
  return first;
}
