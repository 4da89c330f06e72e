/**
 * Cross-sells: what the added-to-cart modal offers after a ticket or a package (at most 4 are shown, so
 * the weekend general admission has more). An offer's prices are the offered ticket's prices a visitor
 * can buy there (not hidden, not free, not member-only, not sold out); a package offer has one price
 * whose id is the package's secutixId. A ticket offer carries the ticket's type: the productType of the
 * group that adds it to a cart.
 *
 * `start` and `end` are when the offer is on (the services serve only the offers on at now): from 30 days
 * before the seeding day until the offered product ends.
 */
import type { CrossSell, Ticket, TicketPackage } from '@paddock/api-clients/contracts';
import { isMemberOnly } from '@paddock/api-clients/lite';
import type { SeedContext } from '../context';
import type { Seed } from '../types';
import { packageIds, ticketIds, type PackageKey, type TicketKey } from './ids';

type Offer = { ticket: TicketKey } | { package: PackageKey };

const offersAfterTicket: Partial<Record<TicketKey, Offer[]>> = {
  generalWeekend: [
    { ticket: 'parkingBlue' },
    { ticket: 'campingHoux' },
    { ticket: 'supplementPaddock' },
    { ticket: 'campingBeausejour' },
    { ticket: 'parkingBikes' },
    { ticket: 'supplementBusTour' },
  ],
  generalWeek: [
    { ticket: 'parkingRed' },
    { ticket: 'campingHoux' },
    { ticket: 'supplementPaddock' },
  ],
  testDay: [{ ticket: 'parkingBikes' }, { package: 'weekendCamping' }],
  grandstandVirage: [{ ticket: 'parkingBlue' }, { ticket: 'supplementPaddock' }],
  grandstandPits: [{ ticket: 'parkingBlue' }, { ticket: 'supplementPaddock' }],
  grandstandChicane: [{ ticket: 'parkingBlue' }, { ticket: 'supplementBusTour' }],
  hospitalityClub: [{ ticket: 'supplementPaddock' }, { ticket: 'supplementBusTour' }],
};

const offersAfterPackage: Partial<Record<PackageKey, Offer[]>> = {
  weekendCamping: [{ ticket: 'parkingBlue' }, { ticket: 'supplementPaddock' }],
  weekParking: [{ ticket: 'campingHoux' }],
};

export function buildCrossSells(
  ctx: SeedContext,
  tickets: Ticket[],
  packages: TicketPackage[],
): Seed['crossSells'] {
  const onSince = ctx.fromNow(-30);
  const ticketOf = (key: TicketKey) => {
    const found = tickets.find(({ secutixId }) => secutixId === ticketIds[key]);
    if (!found) throw new Error(`No ticket ${key}`);
    return found;
  };
  const packageOf = (key: PackageKey) => {
    const found = packages.find(({ secutixId }) => secutixId === packageIds[key]);
    if (!found) throw new Error(`No package ${key}`);
    return found;
  };

  const offer = (baseId: string, offered: Offer): CrossSell => {
    if ('ticket' in offered) {
      const ticket = ticketOf(offered.ticket);
      const prices = ticket.prices.filter(
        (price) =>
          !price.hidden && price.price > 0 && price.availability > 0 && !isMemberOnly(price),
      );
      const localizedOf = (locale: 'fr' | 'en') => ({
        title: ticket.displayName[locale] ?? ticket.displayName.fr,
        ...(ticket.pageHeaderPicture ? { picture: ticket.pageHeaderPicture } : {}),
        prices: prices.map((price) => ({
          id: price.id,
          label: price.localized[locale]?.label ?? price.localized.fr.label,
          price: price.price,
        })),
      });
      return {
        id: `${baseId}-xs-${ticket.secutixId}`,
        type: 'ticket',
        secutixId: ticket.secutixId,
        productType: ticket.type,
        performanceSecutixId: ticket.performanceSecutixId,
        start: onSince,
        end: ticket.end,
        localized: { fr: localizedOf('fr'), en: localizedOf('en') },
      };
    }
    const bundle = packageOf(offered.package);
    const items = bundle.items.map((item) => tickets.find((t) => t.secutixId === item.secutixId));
    const ends = items
      .flatMap((t) => (t ? [t.end] : []))
      .sort((a, b) => Date.parse(a) - Date.parse(b));
    const picture = items.find((t) => t?.pageHeaderPicture)?.pageHeaderPicture;
    const localizedOf = (locale: 'fr' | 'en') => ({
      title: bundle.displayName[locale] ?? bundle.displayName.fr,
      ...(picture ? { picture } : {}),
      prices: [
        {
          id: bundle.secutixId,
          label: locale === 'fr' ? 'Le pack' : 'Bundle',
          price: bundle.price,
        },
      ],
    });
    return {
      id: `${baseId}-xs-${bundle.secutixId}`,
      type: 'package',
      secutixId: bundle.secutixId,
      start: onSince,
      end: ends[ends.length - 1] ?? onSince,
      localized: { fr: localizedOf('fr'), en: localizedOf('en') },
    };
  };

  const crossSells: Seed['crossSells'] = [];
  for (const [key, offers] of Object.entries(offersAfterTicket) as [TicketKey, Offer[]][]) {
    const ticketSecutixId = ticketIds[key];
    for (const offered of offers) {
      crossSells.push({ ticketSecutixId, crossSell: offer(ticketSecutixId, offered) });
    }
  }
  for (const [key, offers] of Object.entries(offersAfterPackage) as [PackageKey, Offer[]][]) {
    const packageSecutixId = packageIds[key];
    for (const offered of offers) {
      crossSells.push({ packageSecutixId, crossSell: offer(packageSecutixId, offered) });
    }
  }
  return crossSells;
}
