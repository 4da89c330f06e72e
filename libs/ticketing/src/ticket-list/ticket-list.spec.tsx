import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirstScreen } from '@paddock/ui';
import { renderInLocale } from '@paddock/ui/testing';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ticketingCatalog } from '../i18n.js';
import { ticketingCartClient } from '../testing/cart.js';
import { fakeContentClient } from '../testing/content-client.js';
import {
  fixtureAvailabilities,
  grandstandTicket,
  parkingTicket,
  weekendTicket,
} from '../testing/fixtures.js';
import { ticketingStore } from '../testing/store.js';
import { TicketList } from './ticket-list.js';

const catalogs = [ticketingCatalog];
const tickets = [weekendTicket, grandstandTicket, parkingTicket];

describe('TicketList', () => {
  it('lists an offer per ticket under its title, fetching what is left once for all', async () => {
    // Since the page was served, the weekend's general admission sold out.
    const content = fakeContentClient(
      fixtureAvailabilities(tickets, [], (ticket, category) =>
        ticket === weekendTicket.secutixId ? 0 : category.endsWith('CATMEM') ? 0 : 40,
      ),
    );
    renderInLocale(
      <Provider store={ticketingStore({ content })}>
        <TicketList tickets={tickets} title="Billets du week-end" />
      </Provider>,
      { catalogs },
    );
    const list = screen.getByRole('region', { name: 'Billets du week-end' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Enceinte générale — week-end',
      'Tribune Grand Virage (T34)',
      'Parking Bleu — week-end',
    ]);
    // Sold out once what is left has come: each of its prices says so in its place (the offer keeps
    // its size), and there is nothing to add any more.
    const weekend = screen.getByRole('article', { name: 'Enceinte générale — week-end' });
    const lines = within(weekend).getAllByRole('listitem');
    expect(within(weekend).getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    await waitFor(() => expect(within(weekend).getAllByText('Complet')).toHaveLength(lines.length));
    expect(within(weekend).getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    // The members' block of the grandstand is sold out in its place, the others are still on sale.
    const grandstand = screen.getByRole('article', { name: 'Tribune Grand Virage (T34)' });
    expect(within(grandstand).getAllByText('Complet')).toHaveLength(1);
    expect(within(grandstand).getByText('Membre ACO')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Parking Bleu — week-end' })).toBeInTheDocument();
    expect(content.availabilityCalls).toEqual([
      { secutixIds: ['101240102', '101240201', '101240401'], packageSecutixIds: undefined },
    ]);
  });

  it('adds each ticket to the cart from its offer, every button waiting while it is added', async () => {
    const user = userEvent.setup();
    const cart = ticketingCartClient();
    // The cart service answers when the test says so: until then, the add is under way.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const create = cart.createCart.bind(cart);
    const createCart = vi
      .spyOn(cart, 'createCart')
      .mockImplementation(async (input) => answered.then(() => create(input)));
    renderInLocale(
      <Provider store={ticketingStore({ cart })}>
        <TicketList tickets={tickets} />
      </Provider>,
      { locale: 'en', catalogs },
    );
    // Without a title, each ticket's title is the first heading.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const parking = screen.getByRole('article', { name: 'Blue car park — weekend' });
    await user.selectOptions(within(parking).getByRole('combobox', { name: 'Quantity, Car' }), '1');
    await user.click(within(parking).getByRole('button', { name: 'Add to cart' }));
    const buttons = screen.getAllByRole('button', { name: /Add to cart/ });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
    await waitFor(() => expect(createCart).toHaveBeenCalledOnce());
    expect(createCart.mock.calls[0]?.[0].groups).toEqual([
      {
        productSecutixId: '101240401',
        composedPerformanceSecutixId: '101240401-P1',
        productType: 'parking',
        audiences: [
          {
            id: '101240401-ADULT',
            quantity: 1,
            seatCategory: { locations: [], price: '101240401-ADULT' },
          },
        ],
      },
    ]);
    answer();
    await waitFor(() => {
      for (const button of buttons) expect(button).toBeEnabled();
    });
  });

  it('says so when there is no ticket to sell', () => {
    renderInLocale(
      <Provider store={ticketingStore()}>
        <TicketList tickets={[]} title="Tickets" />
      </Provider>,
      { locale: 'en', catalogs },
    );
    expect(screen.getByText('No tickets are on sale at the moment.')).toBeInTheDocument();
  });
  it('on the first screen, loads the first ticket’s picture at once and the others lazily', () => {
    const content = fakeContentClient(fixtureAvailabilities(tickets, [], () => 40));
    const loadingOf = (firstScreen: boolean) => {
      const { container, unmount } = renderInLocale(
        <Provider store={ticketingStore({ content })}>
          <FirstScreen value={firstScreen}>
            <TicketList tickets={tickets} />
          </FirstScreen>
        </Provider>,
        { catalogs },
      );
      // The pictures are decorative (the title names the ticket): no role to find them by.
      const loading = [...container.querySelectorAll('img')].map((img) =>
        img.getAttribute('loading'),
      );
      unmount();
      return loading;
    };
    expect(loadingOf(true)).toEqual(['eager', 'lazy', 'lazy']);
    expect(loadingOf(false)).toEqual(['lazy', 'lazy', 'lazy']);
  });
});
