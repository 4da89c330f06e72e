/**
 * `cart_info/{secutixId}` of each grandstand ticket: one performance whose steps are the stand areas (one
 * per seat category that has blocks), its categories (the four codes) and its prices (one per ticket
 * price, so `ids` is that price's id and `seatCategoryCodes` its category's code).
 *
 * An area's `seatIds` lists every seat of its blocks; `availability` counts the free ones (the stand
 * categories tell which, seat by seat).
 */
import type { Area, TicketInfo } from '@paddock/api-clients/contracts';
import { performanceId, seatCategoryId } from './ids';
import { availableSeats, seatCategories, seatCategoryOrder, standLayouts } from './stands';
import type { BuiltTicket } from './tickets';

export function buildTicketInfo({ def, ticket, standCategories }: BuiltTicket): TicketInfo {
  if (!def.stand) throw new Error(`Ticket ${ticket.secutixId} is not sold by seat`);
  const stand = standLayouts[def.stand];
  const performance = performanceId(ticket.secutixId);
  const steps: Area[] = [];
  for (const category of standCategories) {
    const [code] = category.codes;
    if (!code || category.blocks.length === 0) continue;
    steps.push({
      id: `${performance}-A${steps.length + 1}`,
      code: `${stand.code}-${code}`,
      blocks: category.blocks.map((block) => block.id),
      seatIds: category.blocks.flatMap((block) => block.seats.map((seat) => seat.id)),
      seatCategoryId: category.id,
      availability: availableSeats(category),
      localized: {
        fr: { name: `${stand.name.fr} — ${seatCategories[code].name.fr}` },
        en: { name: `${stand.name.en} — ${seatCategories[code].name.en}` },
      },
    });
  }
  return {
    productSecutixId: ticket.secutixId,
    productType: ticket.type,
    performances: [
      {
        id: performance,
        steps,
        categories: seatCategoryOrder.map((code) => ({
          secutixIds: [seatCategoryId(ticket.secutixId, code)],
          code,
          localized: {
            fr: { name: seatCategories[code].name.fr },
            en: { name: seatCategories[code].name.en },
          },
        })),
        prices: ticket.prices
          .filter((price) => !price.hidden)
          .map((price) => {
            const category = standCategories.find(({ id }) => id === price.seatCatSecutixId);
            if (!category) throw new Error(`Price ${price.id} has no stand category`);
            return {
              ids: [price.id],
              audienceCode: price.audienceCode,
              seatCategoryCodes: [...category.codes],
              localized: {
                fr: { audienceName: price.localized.fr.label },
                en: { audienceName: price.localized.en?.label ?? price.localized.fr.label },
              },
              price: price.price,
            };
          }),
      },
    ],
  };
}
