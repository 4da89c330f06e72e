// @vitest-environment node
import type { Ticket, TicketPackage } from '@paddock/api-clients/contracts';
import { describe, expect, it, vi } from 'vitest';
import { aBlock, titleFr } from '../fixtures/blocks.js';
import { attachPackages, attachTickets, packageIdsOf, ticketIdsOf } from './tickets.js';
import { prepareBlocks } from './validate.js';

const ticket = (secutixId: string): Ticket => ({
  secutixId,
  eventCode: '24A',
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
