import { cartCatalog } from '@paddock/cart';
import { checkoutStore, fakeCartClient } from '@paddock/cart/testing';
import { ticketingCatalog } from '@paddock/ticketing';
import { parkingTicket, weekendTicket } from '@paddock/ticketing/testing';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks } from './blocks.js';

function renderBlock(
  type: 'ticket-page' | 'highlighted-tickets' | 'tickets-grid-with-filters',
  data: Record<string, unknown>,
) {
  const client = fakeCartClient();
  const createCart = vi.spyOn(client, 'createCart');
  const store = checkoutStore({ client });
  renderInLocale(
    <Provider store={store}>
      <Blocks blocks={[aBlock(type, data)]} />
    </Provider>,
    { catalogs: [contentBlocksCatalog, ticketingCatalog, cartCatalog] },
  );
  return { createCart, user: userEvent.setup() };
}

// Through the page's registry: the ticket blocks' code loads when a page first shows one.
describe('the ticket blocks', () => {
  it('ticket-page sells its tickets: the chosen quantities go to a new cart', async () => {
    const { createCart, user } = renderBlock('ticket-page', {
      title: 'Enceinte générale',
      text: 'Accès libre à l’enceinte.',
      ticketSecutixIds: [weekendTicket.secutixId],
      tickets: [weekendTicket],
    });
    // The ticket blocks load their code when first shown.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Enceinte générale' }),
    ).toBeVisible();
    expect(screen.getByText('Accès libre à l’enceinte.')).toBeVisible();
    const offer = within(screen.getByRole('article', { name: /Enceinte générale — week-end/ }));
    await user.selectOptions(offer.getByRole('combobox', { name: /Quantité, Adulte/ }), '2');
    await user.click(offer.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(createCart).toHaveBeenCalledOnce());
    expect(createCart.mock.calls[0]?.[0]).toMatchObject({
      buyer: { status: 'anonymous' },
      groups: [{ productSecutixId: weekendTicket.secutixId, productType: 'track' }],
    });
  });

  it('highlighted-tickets with an audience offers only its prices', async () => {
    renderBlock('highlighted-tickets', {
      title: 'Les tarifs membres',
      ticketSecutixIds: [weekendTicket.secutixId],
      audienceCode: 'MEME',
      tickets: [weekendTicket],
    });
    const offer = within(
      await screen.findByRole('article', { name: /Enceinte générale — week-end/ }),
    );
    expect(offer.getAllByRole('combobox')).toHaveLength(1);
    expect(offer.getByRole('combobox', { name: /Membre/ })).toBeInTheDocument();
  });

  it('tickets-grid-with-filters filters by kind, offering only the kinds it has', async () => {
    const { user } = renderBlock('tickets-grid-with-filters', {
      title: 'Toute la billetterie',
      filters: [
        { value: 'track', label: 'Circuit' },
        { value: 'parking', label: 'Parkings' },
        { value: 'hospitality', label: 'Hospitalités' },
      ],
      ticketSecutixIds: [weekendTicket.secutixId, parkingTicket.secutixId],
      tickets: [weekendTicket, parkingTicket],
    });
    expect(
      (await screen.findAllByRole('radio')).map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Tout', 'Circuit', 'Parkings']);
    expect(screen.getByRole('status')).toHaveTextContent('2 billets');
    await user.click(screen.getByRole('radio', { name: 'Parkings' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 billet');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: /Parking/ })).toBeInTheDocument();
  });
});
