import { cartCatalog } from '@paddock/cart';
import { checkoutStore } from '@paddock/cart/testing';
import { ticketingCatalog } from '@paddock/ticketing';
import { soldOutTicket, suiteTicket, ticketingCartClient } from '@paddock/ticketing/testing';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineLazyBlock } from '../kit/define-lazy-block.js';
import { hospitalitiesData, type HospitalitiesData } from '@paddock/api-clients/blocks';

const registry = {
  hospitalities: defineLazyBlock<HospitalitiesData>(() =>
    import('./hospitalities.js').then(({ Hospitalities }) => ({ default: Hospitalities })),
  ),
};

/** As the seed sends it (the hospitality page). */
const seedData = {
  title: 'Nos formules',
  ticketSecutixIds: [suiteTicket.secutixId, soldOutTicket.secutixId],
};

describe('hospitalities block', () => {
  it('sells its offers: the chosen quantity goes to a new cart', async () => {
    const client = ticketingCartClient();
    const createCart = vi.spyOn(client, 'createCart');
    const store = checkoutStore({ client });
    renderInLocale(
      <Provider store={store}>
        <BlockList
          blocks={[aBlock('hospitalities', { ...seedData, tickets: [suiteTicket] })]}
          registry={registry}
        />
      </Provider>,
      { catalogs: [contentBlocksCatalog, ticketingCatalog, cartCatalog] },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Nos formules' })).toBeVisible();
    const offer = within(screen.getByRole('article', { name: /Suite Panorama/ }));
    const user = userEvent.setup();
    await user.selectOptions(offer.getAllByRole('combobox')[0] as HTMLElement, '1');
    await user.click(offer.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(createCart).toHaveBeenCalledOnce());
    expect(createCart.mock.calls[0]?.[0]).toMatchObject({
      groups: [{ productSecutixId: suiteTicket.secutixId, productType: 'hospitality' }],
    });
  });

  it('accepts the seed data and refuses a block without tickets', () => {
    expect(hospitalitiesData.safeParse(seedData).success).toBe(true);
    expect(hospitalitiesData.safeParse({ title: 'T', ticketSecutixIds: [] }).success).toBe(false);
    expect(hospitalitiesData.safeParse({ ticketSecutixIds: ['1'] }).success).toBe(false);
  });
});
