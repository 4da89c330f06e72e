import { productGroup } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { weekendTicket } from '../testing/fixtures.js';
import { groupsFromQuantities } from './groups.js';

describe('groupsFromQuantities', () => {
  it('makes one group of the ticket with each price chosen above 0, by ticket price id', () => {
    const groups = groupsFromQuantities(weekendTicket, {
      '101240102-ADULT': 2,
      '101240102-CHILD': 0,
      '101240102-MEME': 1,
    });
    expect(groups).toEqual([
      {
        productSecutixId: '101240102',
        composedPerformanceSecutixId: '101240102-P1',
        productType: 'track',
        audiences: [
          {
            id: '101240102-ADULT',
            quantity: 2,
            seatCategory: { locations: [], price: '101240102-ADULT' },
          },
          {
            id: '101240102-MEME',
            quantity: 1,
            seatCategory: { locations: [], price: '101240102-MEME' },
          },
        ],
      },
    ]);
    // Exactly what the cart service validates a group with.
    expect(productGroup.parse(groups[0])).toEqual(groups[0]);
  });

  it('makes no group when nothing was chosen', () => {
    expect(groupsFromQuantities(weekendTicket, {})).toEqual([]);
    expect(groupsFromQuantities(weekendTicket, { '101240102-ADULT': 0 })).toEqual([]);
  });

  it('ignores quantities of prices the ticket does not have', () => {
    expect(groupsFromQuantities(weekendTicket, { 'another-ticket-ADULT': 3 })).toEqual([]);
  });
});
