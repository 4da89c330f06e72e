/** Packages of the 24A catalogue: several tickets sold together at one price (in thousandths). */
import type { TicketPackage } from '@paddock/api-clients/contracts';
import { eventCode, packageIds, ticketIds } from './ids';

export function buildPackages(): TicketPackage[] {
  return [
    {
      secutixId: packageIds.weekendCamping,
      eventCode,
      displayName: {
        fr: 'Pack week-end + camping Les Houx (2 personnes)',
        en: 'Weekend + Les Houx campsite bundle (2 people)',
      },
      items: [
        { secutixId: ticketIds.generalWeekend, quantity: 2 },
        { secutixId: ticketIds.campingHoux, quantity: 1 },
      ],
      price: 330000,
      availability: 40,
    },
    {
      secutixId: packageIds.weekParking,
      eventCode,
      displayName: {
        fr: 'Pack semaine + parking Rouge',
        en: 'Race week + Red car park bundle',
      },
      items: [
        { secutixId: ticketIds.generalWeek, quantity: 1 },
        { secutixId: ticketIds.parkingRed, quantity: 1 },
      ],
      price: 175000,
      availability: 25,
    },
    {
      secutixId: packageIds.family,
      eventCode,
      displayName: {
        fr: 'Pack famille week-end (2 adultes, 2 enfants, parking Bleu)',
        en: 'Family weekend bundle (2 adults, 2 children, Blue car park)',
      },
      items: [
        { secutixId: ticketIds.generalWeekend, quantity: 4 },
        { secutixId: ticketIds.parkingBlue, quantity: 1 },
      ],
      price: 215000,
      availability: 0,
    },
  ];
}
