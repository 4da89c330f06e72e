import { cartCatalog } from '@paddock/cart';
import { checkoutStore } from '@paddock/cart/testing';
import { fixturePackages, parkingTicket, ticketingCartClient } from '@paddock/ticketing/testing';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineLazyBlock } from '../kit/define-lazy-block.js';
import { crossSellData, type CrossSellData } from '@paddock/api-clients/blocks';

const registry = {
  'cross-sell': defineLazyBlock<CrossSellData>(() =>
    import('./cross-sell.js').then(({ CrossSell }) => ({ default: CrossSell })),
  ),
};

/** As the seed sends it (the ticketing home and the stay page). */
const seedData = {
  title: 'Les packs',
  text: 'Billets et séjour réunis, à prix réduit.',
  packageSecutixIds: fixturePackages.map((pack) => pack.secutixId),
};

const parkingPrice = parkingTicket.prices[0];

function renderCrossSell(data: Record<string, unknown>, locale: 'fr' | 'en' = 'fr') {
  const client = ticketingCartClient();
  const createCart = vi.spyOn(client, 'createCart');
  renderInLocale(
    <Provider store={checkoutStore({ client })}>
      <BlockList blocks={[aBlock('cross-sell', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs: [contentBlocksCatalog, cartCatalog] },
  );
  return { createCart };
}

describe('cross-sell block', () => {
  it('adds an offer that names its ticket and price to the cart', async () => {
    const { createCart } = renderCrossSell({
      title: 'Complétez votre séjour',
      items: [
        {
          title: 'Parking Bleu',
          price: parkingPrice?.price ?? 0,
          secutixId: parkingTicket.secutixId,
          performanceSecutixId: parkingTicket.performanceSecutixId,
          priceId: parkingPrice?.id,
          productType: 'parking',
        },
      ],
    });
    const offer = within(await screen.findByRole('article', { name: 'Parking Bleu' }));
    await userEvent.click(offer.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(createCart).toHaveBeenCalledOnce());
    expect(createCart.mock.calls[0]?.[0]).toMatchObject({
      groups: [
        {
          productSecutixId: parkingTicket.secutixId,
          composedPerformanceSecutixId: parkingTicket.performanceSecutixId,
          productType: 'parking',
          audiences: [
            {
              id: parkingPrice?.id,
              quantity: 1,
              seatCategory: { locations: [], price: parkingPrice?.id },
            },
          ],
        },
      ],
    });
  });

  it('links to an offer it cannot add, and shows the attached packages with their prices', async () => {
    renderCrossSell(
      {
        ...seedData,
        title: 'Bundles',
        items: [{ title: 'Paddock tour', price: 45000, href: 'https://tours.example/paddock' }],
        packages: fixturePackages,
      },
      'en',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Bundles' })).toBeVisible();
    const tour = within(screen.getByRole('article', { name: 'Paddock tour' }));
    const link = tour.getByRole('link', { name: /See the offer/ });
    expect(link).toHaveAttribute('href', 'https://tours.example/paddock');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(tour.getByText(/45/)).toBeVisible();
    const bundle = within(
      screen.getByRole('article', { name: fixturePackages[0]?.displayName.en }),
    );
    expect(bundle.getByText('3 products included')).toBeVisible();
    expect(bundle.queryByRole('button')).toBeNull();
  });

  it('accepts the seed data and refuses no offers or a negative price', () => {
    expect(crossSellData.safeParse(seedData).success).toBe(true);
    expect(crossSellData.safeParse({ title: 'Les packs' }).success).toBe(false);
    expect(
      crossSellData.safeParse({ title: 'T', items: [{ title: 'A', price: -1 }] }).success,
    ).toBe(false);
  });
});
