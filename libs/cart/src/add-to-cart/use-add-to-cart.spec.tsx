import { accountAtom, accountTokenKey, signedOut } from '@paddock/account';
import { CartError, type CartGroupInput, type ProductGroup } from '@paddock/api-clients';
import { modalAtom, ModalHost, uiModals, type ModalDefinitions } from '@paddock/ui';
import { preloadModals, renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartModals } from '../added-to-cart/cart-modals.js';
import { checkoutAtom } from '../checkout/checkout-state.js';
import { cartConfigAtom } from '../config.js';
import { cartCatalog } from '../i18n.js';
import {
  checkoutStore,
  fakeCartClient,
  fixtureCart,
  fixtureCrossSells,
  fixtureMember,
  fixtureProducts,
  type FakeCartClient,
} from '../testing/index.js';
import { useAddToCart } from './use-add-to-cart.js';

type Store = ReturnType<typeof createStore>;

const modals = { ...uiModals, ...cartModals } as ModalDefinitions;

// Each modal's content is a lazy chunk: a test waits for a modal to render, not for its module.
beforeAll(() => preloadModals(modals));

const weekendAdults = (quantity = 2): ProductGroup => ({
  productSecutixId: fixtureProducts.weekend.secutixId,
  composedPerformanceSecutixId: `${fixtureProducts.weekend.secutixId}-P1`,
  productType: 'track',
  audiences: [
    { id: 'P-GA-WE-ADULT', quantity, seatCategory: { locations: [], price: 'P-GA-WE-ADULT' } },
  ],
});
const parking: ProductGroup = {
  productSecutixId: fixtureProducts.parking.secutixId,
  composedPerformanceSecutixId: `${fixtureProducts.parking.secutixId}-P1`,
  productType: 'parking',
  audiences: [
    {
      id: 'P-PARK-BLUE-CAR',
      quantity: 1,
      seatCategory: { locations: [], price: 'P-PARK-BLUE-CAR' },
    },
  ],
};
const camping: ProductGroup = {
  productSecutixId: fixtureProducts.camping.secutixId,
  composedPerformanceSecutixId: `${fixtureProducts.camping.secutixId}-P1`,
  productType: 'accomodation',
  audiences: [
    {
      id: 'P-CAMP-HOUX-PITCH',
      quantity: 1,
      seatCategory: { locations: [], price: 'P-CAMP-HOUX-PITCH' },
    },
  ],
};

function AddButton({
  groups,
  label = 'Ajouter au panier',
}: {
  groups: CartGroupInput[];
  label?: string;
}) {
  const { add, adding } = useAddToCart();
  return (
    <button type="button" onClick={() => void add(groups)} aria-busy={adding}>
      {label}
    </button>
  );
}

function renderAdd(store: Store, groups: CartGroupInput[], locale: 'fr' | 'en' = 'fr') {
  return renderInLocale(
    <Provider store={store}>
      <AddButton groups={groups} />
      <ModalHost modals={modals} />
    </Provider>,
    { locale, catalogs: [cartCatalog] },
  );
}

function spied(client: FakeCartClient) {
  return {
    createCart: vi.spyOn(client, 'createCart'),
    addItem: vi.spyOn(client, 'addItem'),
    upsells: vi.spyOn(client, 'upsells'),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('useAddToCart', () => {
  it('creates a cart for an anonymous visitor, saves it with its cross-sells, and opens the added-to-cart modal', async () => {
    const crossSells = fixtureCrossSells();
    const client = fakeCartClient({ crossSells });
    const calls = spied(client);
    const store = checkoutStore({ client });
    renderAdd(store, [weekendAdults()]);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(calls.createCart).toHaveBeenCalledExactlyOnceWith({
      buyer: { status: 'anonymous' },
      groups: [weekendAdults()],
    });
    expect(calls.addItem).not.toHaveBeenCalled();
    const { cart, crossSells: saved } = store.get(checkoutAtom);
    expect(cart?.groups[0]?.items[0]).toMatchObject({ quantity: 2, price: 79000 });
    expect(saved).toEqual(crossSells);
    expect(store.get(modalAtom)).toEqual({ kind: 'addedToCart' });
    expect(within(dialog).getByText('Enceinte générale — week-end')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('CHECKOUT') ?? '{}').cart.uuid).toBe(cart?.uuid);
  });

  it('creates the cart for the logged-in member, with their details', async () => {
    const client = fakeCartClient();
    const calls = spied(client);
    const store = checkoutStore({ client, user: fixtureMember });
    renderAdd(store, [weekendAdults()]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(calls.createCart.mock.calls[0]?.[0].buyer).toEqual({
      status: 'member',
      email: 'lea.martin@example.org',
      info: {
        firstname: 'Léa',
        lastname: 'Martin',
        phone: '06 12 34 56 78',
        address: {
          city: 'Le Mans',
          zipCode: '72000',
          country: 'France',
          street: '9 place Luigi Chinetti',
        },
      },
    });
  });

  it('adds each group, one after the other, to a valid stored cart', async () => {
    const client = fakeCartClient();
    const existing = await client.createCart({
      buyer: { status: 'anonymous' },
      groups: [weekendAdults(1)],
    });
    const calls = spied(client);
    const store = checkoutStore({ client, checkout: { cart: existing, crossSells: [] } });
    renderAdd(store, [parking, camping]);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(calls.createCart).not.toHaveBeenCalled();
    expect(calls.addItem.mock.calls).toEqual([
      [existing.uuid, parking],
      [existing.uuid, camping],
    ]);
    const cart = store.get(checkoutAtom).cart;
    expect(cart?.uuid).toBe(existing.uuid);
    expect(cart?.groups).toHaveLength(3);
  });

  it('creates a new cart when the stored one has expired', async () => {
    const client = fakeCartClient();
    const calls = spied(client);
    const store = checkoutStore({
      client,
      checkout: { cart: fixtureCart({ validForMinutes: -5 }), crossSells: [] },
    });
    renderAdd(store, [parking]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(calls.addItem).not.toHaveBeenCalled();
    expect(calls.createCart).toHaveBeenCalledOnce();
  });

  it('creates only one cart on a double click', async () => {
    const client = fakeCartClient({ latency: 20 });
    const calls = spied(client);
    const store = checkoutStore({ client });
    renderAdd(store, [weekendAdults()]);

    await userEvent.dblClick(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });

    expect(calls.createCart).toHaveBeenCalledOnce();
    expect(calls.addItem).not.toHaveBeenCalled();
    expect(client.carts.size).toBe(1);
    expect(store.get(checkoutAtom).cart?.groups).toHaveLength(1);
  });

  it('runs two different adds one after the other: the second goes to the cart the first created', async () => {
    const client = fakeCartClient({ latency: 20 });
    const calls = spied(client);
    const store = checkoutStore({ client });
    renderInLocale(
      <Provider store={store}>
        <AddButton groups={[weekendAdults()]} label="Billets" />
        <AddButton groups={[parking]} label="Parking" />
      </Provider>,
      { catalogs: [cartCatalog] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Billets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Parking' }));
    await waitFor(() => expect(store.get(checkoutAtom).cart?.groups).toHaveLength(2));
    expect(calls.createCart).toHaveBeenCalledOnce();
    expect(calls.addItem).toHaveBeenCalledExactlyOnceWith(
      store.get(checkoutAtom).cart?.uuid,
      parking,
    );
  });

  it('says how many a cart may hold when the service refuses the quantity (INVALID_QUANTITY)', async () => {
    const client = fakeCartClient();
    const store = checkoutStore({ client });
    renderAdd(store, [weekendAdults(6)]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajout au panier impossible' });
    expect(dialog).toHaveTextContent(
      'Votre panier peut contenir au plus 5 × « Enceinte générale — week-end ».',
    );
    expect(store.get(checkoutAtom).cart).toBeNull();
  });

  it('names the product by its display name, never the back-office name the message carries', async () => {
    const client = fakeCartClient();
    client.createCart = () =>
      Promise.reject(
        new CartError(
          'INVALID_QUANTITY',
          'At most 4 of 24A - ENCEINTE GENERALE WEEK-END per cart.',
          {
            status: 409,
            details: {
              max: 4,
              productName: 'Enceinte générale week-end',
              productNames: { fr: 'Enceinte générale week-end', en: 'General admission weekend' },
            },
          },
        ),
      );
    renderAdd(checkoutStore({ client }), [weekendAdults()], 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not add to your cart' });
    expect(dialog).toHaveTextContent('Your cart can hold at most 4 × “General admission weekend”.');
    expect(dialog).not.toHaveTextContent('ENCEINTE');
  });

  it('says so in English too', async () => {
    const store = checkoutStore();
    renderAdd(store, [weekendAdults(6)], 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not add to your cart' });
    expect(dialog).toHaveTextContent(
      'Your cart can hold at most 5 × “General admission — race weekend”.',
    );
  });

  it.each([
    [
      'fr',
      'MEMBER_ONLY',
      new CartError('MEMBER_ONLY', 'Members only', { status: 403 }),
      'Ajout au panier impossible',
      'Ce tarif est réservé aux membres de l’ACO à jour de leur adhésion. Choisissez un autre tarif pour ajouter ces billets.',
    ],
    [
      'en',
      'MEMBER_ONLY',
      new CartError('MEMBER_ONLY', 'Members only', { status: 403 }),
      'Could not add to your cart',
      'This price is reserved for ACO members with a current membership. Choose another price to add these tickets.',
    ],
    [
      'fr',
      'TOO_MANY_REQUESTS',
      new CartError('TOO_MANY_REQUESTS', 'Slow down', { status: 429 }),
      'Ajout au panier impossible',
      'Trop de demandes en peu de temps. Patientez une minute, puis réessayez.',
    ],
    [
      'en',
      'TOO_MANY_REQUESTS',
      new CartError('TOO_MANY_REQUESTS', 'Slow down', { status: 429 }),
      'Could not add to your cart',
      'Too many requests in a short time. Wait a minute, then try again.',
    ],
    [
      'fr',
      'CART_FULL',
      new CartError('CART_FULL', 'Full', { status: 409, details: { max: 20 } }),
      'Ajout au panier impossible',
      'Votre panier est plein : il peut contenir au plus 20 billets. Passez au paiement, ou retirez des billets, avant d’en ajouter d’autres.',
    ],
    [
      'en',
      'CART_FULL',
      new CartError('CART_FULL', 'Full', { status: 409, details: { max: 20 } }),
      'Could not add to your cart',
      'Your cart is full: it can hold at most 20 tickets. Go to payment, or remove some tickets, before adding others.',
    ],
  ] as const)(
    '(%s) says why the service refused %s, and adds nothing',
    async (locale, _code, refusal, title, text) => {
      const client = fakeCartClient();
      vi.spyOn(client, 'createCart').mockRejectedValue(refusal);
      const store = checkoutStore({ client, user: fixtureMember });
      renderAdd(store, [weekendAdults()], locale);
      await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(text);
      expect(store.get(checkoutAtom).cart).toBeNull();
      // Only a refused session logs the visitor out.
      expect(store.get(accountAtom).user).toEqual(fixtureMember);
    },
  );

  it('tells a former member refused a member price when their membership ended', async () => {
    const client = fakeCartClient();
    vi.spyOn(client, 'createCart').mockRejectedValue(
      new CartError('MEMBER_ONLY', 'Members only', { status: 403 }),
    );
    const store = checkoutStore({ client, user: fixtureMember, member: false });
    store.set(accountAtom, (account) => ({
      ...account,
      membership: { code: 'ACO1', endsAt: '2025-12-31T23:59:59+01:00' },
    }));
    renderAdd(store, [weekendAdults()], 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not add to your cart' });
    expect(dialog).toHaveTextContent('Your ACO1 membership ended on December 31, 2025');
    expect(dialog).not.toHaveTextContent('few minutes');
  });

  it('logs out a visitor whose session the service no longer takes (LOGIN_REQUIRED), and asks to log in again', async () => {
    const client = fakeCartClient();
    vi.spyOn(client, 'createCart').mockRejectedValue(
      new CartError('LOGIN_REQUIRED', 'Log in again', { status: 401 }),
    );
    const store = checkoutStore({ client, user: fixtureMember });
    const token = store.get(accountAtom).token ?? '';
    localStorage.setItem(accountTokenKey, token);
    renderAdd(store, [weekendAdults()], 'en');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    const dialog = await screen.findByRole('dialog', { name: 'Could not add to your cart' });
    expect(dialog).toHaveTextContent(
      'Your session has ended. Log in again, then add your tickets.',
    );
    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
    expect(store.get(checkoutAtom).cart).toBeNull();
  });

  it('says the session has ended in French too', async () => {
    const client = fakeCartClient();
    vi.spyOn(client, 'createCart').mockRejectedValue(
      new CartError('LOGIN_REQUIRED', 'Log in again', { status: 401 }),
    );
    const store = checkoutStore({ client, user: fixtureMember });
    renderAdd(store, [weekendAdults()]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajout au panier impossible' });
    expect(dialog).toHaveTextContent(
      'Votre session a pris fin. Reconnectez-vous, puis ajoutez vos billets.',
    );
  });

  it('keeps what the cart took before another failure, and shows the generic error', async () => {
    const client = fakeCartClient();
    const existing = await client.createCart({
      buyer: { status: 'anonymous' },
      groups: [weekendAdults(1)],
    });
    const addItem = client.addItem.bind(client);
    let calls = 0;
    vi.spyOn(client, 'addItem').mockImplementation((cartId, group) => {
      calls += 1;
      return calls === 2
        ? Promise.reject(new CartError('SOLD_OUT', 'Not enough places left', { status: 409 }))
        : addItem(cartId, group);
    });
    const upsells = vi.spyOn(client, 'upsells');
    const store = checkoutStore({ client, checkout: { cart: existing, crossSells: [] } });
    renderAdd(store, [parking, camping, weekendAdults(1)]);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ajout au panier impossible' });
    expect(dialog).toHaveTextContent(
      'Vos billets n’ont pas pu être ajoutés au panier. Veuillez réessayer dans quelques minutes.',
    );
    expect(calls).toBe(2);
    const cart = store.get(checkoutAtom).cart;
    expect(cart?.uuid).toBe(existing.uuid);
    expect(cart?.groups.map((group) => group.items[0]?.product.secutixId)).toEqual([
      fixtureProducts.weekend.secutixId,
      fixtureProducts.parking.secutixId,
    ]);
    expect(upsells).not.toHaveBeenCalled();
  });

  it('keeps the cart as it was when a network failure stops the first add', async () => {
    const client = fakeCartClient();
    const existing = await client.createCart({
      buyer: { status: 'anonymous' },
      groups: [weekendAdults(1)],
    });
    vi.spyOn(client, 'addItem').mockRejectedValue(new CartError('NETWORK', 'Failed to fetch'));
    const store = checkoutStore({ client, checkout: { cart: existing, crossSells: [] } });
    renderAdd(store, [parking]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog', { name: 'Ajout au panier impossible' });
    expect(store.get(checkoutAtom).cart).toEqual(existing);
  });

  it('creates a new cart with the groups when the service no longer knows the stored one', async () => {
    const client = fakeCartClient();
    const calls = spied(client);
    // A cart still valid here, that the service has let go of.
    const gone = fixtureCart({ uuid: '00000000-0000-4000-8000-0000000000ff' });
    const store = checkoutStore({ client, checkout: { cart: gone, crossSells: [] } });
    renderAdd(store, [parking, camping]);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(calls.addItem).toHaveBeenCalledExactlyOnceWith(gone.uuid, parking);
    expect(calls.createCart).toHaveBeenCalledExactlyOnceWith({
      buyer: { status: 'anonymous' },
      groups: [parking, camping],
    });
    const cart = store.get(checkoutAtom).cart;
    expect(cart?.uuid).not.toBe(gone.uuid);
    expect(cart?.groups).toHaveLength(2);
  });

  it('opens the modal without cross-sells when they cannot be fetched (logged)', async () => {
    const client = fakeCartClient({ crossSells: fixtureCrossSells() });
    vi.spyOn(client, 'upsells').mockRejectedValue(new CartError('TIMEOUT', 'Too slow'));
    const store = checkoutStore({ client });
    renderAdd(store, [weekendAdults()]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(store.get(checkoutAtom).crossSells).toEqual([]);
    expect(within(dialog).queryByRole('heading', { name: 'Complétez votre séjour' })).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      'Could not fetch the cross-sells',
      expect.any(CartError),
    );
  });

  it('reports `adding` while the add is under way', async () => {
    const client = fakeCartClient({ latency: 20 });
    const store = checkoutStore({ client });
    renderAdd(store, [weekendAdults()]);
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the generic error when the app did not configure the cart', async () => {
    const store = checkoutStore();
    store.set(cartConfigAtom, null);
    renderAdd(store, [weekendAdults()]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog', { name: 'Ajout au panier impossible' });
  });
});
