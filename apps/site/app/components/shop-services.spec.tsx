// @vitest-environment jsdom
import { accountAtom, signedOut } from '@paddock/account';
import type { ProductGroup } from '@paddock/api-clients';
import { cartConfigAtom } from '@paddock/cart';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShopServices, type ShopSettings } from './shop-services';

const cartUrl = 'http://services.test/cart';
const settings: ShopSettings = {
  contentUrl: 'http://services.test/content',
  cartUrl,
  accountUrl: 'http://services.test/account',
  accountSiteUrl: 'http://services.test/account',
  shopAllowedHosts: ['services.test'],
  draft: false,
  site: 'auto',
  viewer: { kind: 'builtin' },
};
const cart = {
  uuid: '7d444840-9dc0-4a1b-9f3a-3c1b6d2f9e11',
  validity: '2027-06-01T12:30:00+02:00',
  groups: [],
  total: 0,
};
const group: ProductGroup = {
  productSecutixId: '101240102',
  composedPerformanceSecutixId: '101240102-P1',
  productType: 'track',
  audiences: [
    {
      id: '101240102-ADULT',
      quantity: 1,
      seatCategory: { locations: [], price: '101240102-ADULT' },
    },
  ],
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ShopServices', () => {
  it('gives the cart a client whose calls carry the logged-in visitor’s token, and none once logged out', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(`${cartUrl}/carts`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json(cart, { status: 201 });
      }),
    );
    const store = createStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <ShopServices settings={settings} />
        </MemoryRouter>
      </Provider>,
    );
    const client = store.get(cartConfigAtom)?.client;
    if (!client) throw new Error('the cart is not configured');

    await client.createCart({ buyer: { status: 'anonymous' }, groups: [group] });
    store.set(accountAtom, {
      user: {
        firstname: 'Camille',
        lastname: 'Lefèvre',
        email: 'member@paddock.test',
        city: 'Le Mans',
        postcode: '72000',
        country: 'FR',
        address1: '12 rue des Jacobins',
      },
      token: 'token-of-camille',
      isMember: true,
    });
    await client.createCart({ buyer: { status: 'anonymous' }, groups: [group] });
    store.set(accountAtom, signedOut);
    await client.createCart({ buyer: { status: 'anonymous' }, groups: [group] });

    expect(authorizations).toEqual([null, 'Bearer token-of-camille', null]);
  });
});
