import type { Ticket } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import {
  fixtureAvailabilities,
  fixturePackages,
  grandstandTicket,
  weekendTicket,
} from '../testing/fixtures.js';
import { mergeAvailability } from './merge-availability.js';

const availabilityOf = (ticket: Ticket | undefined) =>
  Object.fromEntries(ticket?.prices.map((price) => [price.code, price.availability]) ?? []);

describe('mergeAvailability', () => {
  it("gives each ticket price what is left of its ticket's seat category", () => {
    const left: Record<string, number> = {
      '101240201-CAT01': 3,
      '101240201-CAT02': 0,
      '101240201-CATMEM': 12,
      '101240201-CATPMR': 1,
    };
    const answer = fixtureAvailabilities(
      [grandstandTicket],
      [],
      (_, category) => left[category] ?? 0,
    );
    const { tickets } = mergeAvailability([grandstandTicket], [], answer);
    expect(availabilityOf(tickets[0])).toEqual({
      'CAT01-ADULT': 3,
      'CAT01-CHILD': 3,
      'CAT02-ADULT': 0,
      'CAT02-CHILD': 0,
      'CATMEM-MEME': 12,
      'CATPMR-ADULT': 1,
    });
  });

  it('gives 0 to a price whose ticket and seat category the answer does not name', () => {
    const { tickets } = mergeAvailability([weekendTicket, grandstandTicket], [], {
      tickets: [
        { secutixId: '101240102', seatCategorySecutixId: '101240102-GEN', availability: 7 },
        // Another ticket's seat category, and this ticket without one: neither is the grandstand's CAT01.
        { secutixId: '101240102', seatCategorySecutixId: '101240201-CAT01', availability: 50 },
        { secutixId: '101240201', availability: 50 },
      ],
      packages: [],
    });
    expect(availabilityOf(tickets[0])).toEqual({ ADULT: 7, CHILD: 7, MEME: 7, PARTNER: 7 });
    expect(Object.values(availabilityOf(tickets[1]))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('gives each package its own availability, 0 when missing', () => {
    const { packages } = mergeAvailability([], fixturePackages, {
      tickets: [],
      packages: [{ secutixId: '102240001', availability: 4 }],
    });
    expect(packages.map((each) => [each.secutixId, each.availability])).toEqual([
      ['102240001', 4],
      ['102240003', 0],
    ]);
  });

  it('leaves the served tickets and packages as they were', () => {
    mergeAvailability([weekendTicket], fixturePackages, { tickets: [], packages: [] });
    expect(weekendTicket.prices[0]?.availability).toBe(42000);
    expect(fixturePackages[0]?.availability).toBe(40);
  });
});
