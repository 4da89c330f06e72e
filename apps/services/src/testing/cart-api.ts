/** What the cart and order contract tests share: logging in, the tickets they buy, the groups they send. */
import type { Ticket, TicketPrice } from '@paddock/api-clients/contracts';
import type { http } from './http';

/** The body of a refused call. */
export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs a demo account in through the account service: its bearer token. */
export async function loginWith(api: ReturnType<typeof http>, email: string): Promise<string> {
  const answer = await api.post<{ data?: { token?: string } }>('account/api/mobile/login', {
    form: { email, password: 'Paddock-24h!' },
  });
  const token = answer.body.data?.token;
  if (answer.status !== 200 || !token) throw new Error(`${email} cannot log in`);
  return token;
}

/** A general-admission ticket of `tickets` and one of its prices matching `test`, with places to sell. */
export function standingOf(
  tickets: readonly Ticket[],
  test: (price: TicketPrice) => boolean,
): { ticket: Ticket; price: TicketPrice } {
  for (const ticket of tickets.filter((each) => !each.seated)) {
    const price = ticket.prices.find(
      (each) => !each.hidden && each.availability > 10 && test(each),
    );
    if (price) return { ticket, price };
  }
  throw new Error('the seed has no such ticket');
}

/** A cart group of `quantity` places of a general-admission `ticket` at `price`. */
export const cartGroup = (ticket: Ticket, price: TicketPrice, quantity = 1) => ({
  productSecutixId: ticket.secutixId,
  composedPerformanceSecutixId: ticket.performanceSecutixId,
  productType: ticket.type,
  audiences: [{ id: price.id, quantity, seatCategory: { locations: [], price: price.id } }],
});
