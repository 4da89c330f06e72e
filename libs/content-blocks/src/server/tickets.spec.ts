// @vitest-environment node
import type { Ticket, TicketPackage } from '@paddock/api-clients/contracts';
import { describe, expect, it, vi } from 'vitest';
import { aBlock, titleFr } from '../kit/fixtures/blocks.js';
import {
  attachPackages,
  attachTickets,
  packageIdsOf,
  ticketBlockTypes,
  ticketIdsOf,
} from './tickets.js';
import { prepareBlocks } from './validate.js';

const ticket = (secutixId: string): Ticket => ({
  secutixId,
  eventCode: '24A',
  performanceSecutixId: `${secutixId}-P1`,
  type: 'track',
  name: secutixId,
  displayName: { fr: `Billet ${secutixId}`, en: `Ticket ${secutixId}` },
  start: '2026-06-13T08:00:00.000Z',
  end: '2026-06-14T16:00:00.000Z',
  seated: false,
  prices: [],
});

describe('ticket blocks on the server', () => {
  const offer = aBlock('ticket-page', { title: 'Enceinte', ticketSecutixIds: ['B', 'A', 'X'] });
  const members = aBlock('highlighted-tickets', {
    title: 'Membres',
    ticketSecutixIds: ['A'],
    audienceCode: 'MEME',
  });

  it('lists the tickets the ticket blocks sell, once each', () => {
    expect(ticketIdsOf([titleFr, offer, members])).toEqual(['B', 'A', 'X']);
    expect(ticketIdsOf([titleFr])).toEqual([]);
  });

  it("attaches the catalogue's tickets in the editor's order, leaving out unknown ones", () => {
    const [withTickets] = attachTickets([offer], [ticket('A'), ticket('B')]);
    expect((withTickets?.data['tickets'] as Ticket[]).map((t) => t.secutixId)).toEqual(['B', 'A']);
  });

  it('validates ticket blocks, then attaches their tickets (none when the catalogue failed)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = aBlock('ticket-page', { title: 'Sans billets', ticketSecutixIds: [] });
    const prepared = prepareBlocks([broken, offer, titleFr], { tickets: [] });
    expect(prepared.map((block) => block.type)).toEqual(['ticket-page', 'title']);
    expect(prepared[0]?.data['tickets']).toEqual([]);
    expect(prepared[1]).toEqual(titleFr);
  });

  it('sells the tickets of the hospitality categories, Le Mans categories and summaries', () => {
    for (const type of ['hospitality-category', 'lemans-category', 'ticketing-summary'] as const)
      expect(ticketBlockTypes.has(type)).toBe(true);
    const category = aBlock('lemans-category', { title: 'Tribunes', ticketSecutixIds: ['C'] });
    const lounge = aBlock('hospitality-category', { title: 'Loges', ticketSecutixIds: ['L'] });
    // A summary lists its tickets per category: they are the block's, once each, in order.
    const summary = aBlock('ticketing-summary', {
      title: 'Billetterie',
      categories: [
        { label: 'Enceinte', ticketSecutixIds: ['B', 'A'] },
        { label: 'Tribunes', ticketSecutixIds: ['C', 'B'] },
        { label: 'Sans billets' },
      ],
    });
    expect(ticketIdsOf([category, lounge, summary])).toEqual(['C', 'L', 'B', 'A']);
    const [withTickets, , summed] = attachTickets(
      [category, lounge, summary],
      [ticket('A'), ticket('B'), ticket('C')],
    );
    expect((withTickets?.data['tickets'] as Ticket[]).map((t) => t.secutixId)).toEqual(['C']);
    expect((summed?.data['tickets'] as Ticket[]).map((t) => t.secutixId)).toEqual(['B', 'A', 'C']);
  });

  it('gives a hospitality category without offers no tickets', () => {
    const intro = aBlock('hospitality-category', { title: 'Recevez au cœur de la course' });
    expect(ticketIdsOf([intro])).toEqual([]);
    expect(attachTickets([intro], [ticket('A')])[0]?.data['tickets']).toEqual([]);
  });

  it('gives cross-sell blocks their packages from the catalogue', () => {
    const offer = aBlock('cross-sell', { title: 'Packs', packageSecutixIds: ['P2', 'P1'] });
    expect(packageIdsOf([offer, titleFr])).toEqual(['P2', 'P1']);
    const pack = (secutixId: string): TicketPackage => ({
      secutixId,
      eventCode: '24A',
      displayName: { fr: secutixId, en: secutixId },
      items: [],
      price: 100000,
      availability: 3,
    });
    const [attached] = attachPackages([offer], [pack('P1'), pack('P2')]);
    expect((attached?.data['packages'] as TicketPackage[]).map((p) => p.secutixId)).toEqual([
      'P2',
      'P1',
    ]);
  });
});
