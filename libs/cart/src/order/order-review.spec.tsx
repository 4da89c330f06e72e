import { CartError } from '@paddock/api-clients';
import { renderInLocale } from '@paddock/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutAtom, loadCheckoutAtom, type BuyerDetails } from '../checkout/checkout-state.js';
import { cartCatalog } from '../i18n.js';
import {
  checkoutStore,
  fakeCartClient,
  fixtureCart,
  fixtureWeekendGroup,
  type CheckoutStoreOptions,
} from '../testing/index.js';
import { OrderConfirmation } from './order-confirmation.js';
import { OrderReview } from './order-review.js';

type Store = ReturnType<typeof createStore>;

const ticketingHref = '/fr/billetterie';

const buyer: BuyerDetails = {
  firstname: 'Tom',
  lastname: 'Kristensen',
  email: 'tom@example.dk',
  phone: '+45 12 34 56 78',
  street: '9 Le Mans vej',
  zipCode: '1010',
  city: 'Copenhague',
  country: 'Danemark',
};

/** The review as a visitor opens it: rendered, then its stored state read. */
async function setUp(options: CheckoutStoreOptions = {}, locale: 'fr' | 'en' = 'fr') {
  const client = fakeCartClient({ withShopUrl: false });
  const navigate = vi.fn();
  const store: Store = checkoutStore({ client, navigation: { navigate }, ...options });
  renderInLocale(
    <Provider store={store}>
      <OrderReview ticketingHref={ticketingHref} />
    </Provider>,
    { locale, catalogs: [cartCatalog] },
  );
  await act(() => store.set(loadCheckoutAtom));
  return { store, client, navigate };
}

/** A cart the fake service holds (so that it can be ordered), stored in this browser with the buyer. */
async function storedCart() {
  const client = fakeCartClient({ withShopUrl: false });
  const cart = await client.createCart({
    buyer: { status: 'anonymous' },
    groups: [fixtureWeekendGroup({ 'P-GA-WE-ADULT': 2 })],
  });
  return { client, checkout: { cart, crossSells: [], buyer } };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('OrderReview', () => {
  it('shows the lines, the total and the buyer, with a way back to edit each', async () => {
    const { client, checkout } = await storedCart();
    await setUp({ client, checkout });
    expect(screen.getByRole('heading', { level: 1, name: 'Récapitulatif de votre commande' }));
    expect(screen.getByText('Enceinte générale — week-end')).toBeInTheDocument();
    expect(screen.getByText('Adulte × 2')).toBeInTheDocument();
    expect(screen.getByText('tom@example.dk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mon panier' })).toHaveAttribute(
      'href',
      '/fr/checkout/cart',
    );
    expect(screen.getByRole('link', { name: 'Modifier mes informations' })).toHaveAttribute(
      'href',
      '/fr/checkout/informations',
    );
  });

  it('places the order, clears the stored cart and goes to the confirmation', async () => {
    const { client, checkout } = await storedCart();
    const { store, navigate } = await setUp({ client, checkout });
    const placeOrder = vi.spyOn(client, 'placeOrder');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/checkout/confirmation'));
    expect(placeOrder).toHaveBeenCalledExactlyOnceWith({ cartId: checkout.cart.uuid, buyer });
    const state = store.get(checkoutAtom);
    expect(state.cart).toBeNull();
    expect(state.order?.reference).toMatch(/^P24-/);
    expect(JSON.parse(localStorage.getItem('CHECKOUT') ?? '{}').order.reference).toBe(
      state.order?.reference,
    );
  });

  it('says an expired cart was not charged, forgets it, keeps the details', async () => {
    const { checkout } = await storedCart();
    // The service no longer knows this cart.
    const { store, navigate } = await setUp({ client: fakeCartClient(), checkout });
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('rien n’a été commandé ni débité');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(store.get(checkoutAtom).cart).toBeNull();
    expect(store.get(checkoutAtom).buyer).toEqual(buyer);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Voir la billetterie' })).toBeInTheDocument();
  });

  it('keeps the cart and lets the visitor try again after any other failure', async () => {
    const { client, checkout } = await storedCart();
    const { store } = await setUp({ client, checkout });
    const placeOrder = vi
      .spyOn(client, 'placeOrder')
      .mockRejectedValueOnce(new CartError('NETWORK', 'offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre commande n’a pas pu être confirmée. Votre panier et vos informations sont conservés',
    );
    expect(store.get(checkoutAtom).cart?.uuid).toBe(checkout.cart.uuid);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(store.get(checkoutAtom).order).toBeDefined());
  });

  it('sends a visitor without details to the informations page, and one without a cart to the tickets', async () => {
    await setUp({ checkout: { cart: fixtureCart({ shopUrl: null }), crossSells: [] } });
    expect(screen.getByRole('link', { name: 'Saisir mes informations' })).toHaveAttribute(
      'href',
      '/fr/checkout/informations',
    );
  });

  it('speaks English', async () => {
    const { client, checkout } = await storedCart();
    await setUp({ client, checkout }, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm my order' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit my details' })).toHaveAttribute(
      'href',
      '/en/checkout/informations',
    );
  });
});

describe('OrderConfirmation', () => {
  it('shows the reference, what was ordered and the total, and takes the focus', async () => {
    const { client, checkout } = await storedCart();
    const order = await client.placeOrder({ cartId: checkout.cart.uuid, buyer });
    renderInLocale(
      <Provider store={checkoutStore({ checkout: { cart: null, crossSells: [], order } })}>
        <OrderConfirmation ticketingHref={ticketingHref} />
      </Provider>,
      { catalogs: [cartCatalog] },
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Commande confirmée' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Merci Tom : votre commande est confirmée.',
    );
    expect(screen.getByText(order.reference)).toBeInTheDocument();
    expect(screen.getByText('Adulte × 2')).toBeInTheDocument();
  });

  it('says there is no order to show without one', () => {
    renderInLocale(
      <Provider store={checkoutStore()}>
        <OrderConfirmation ticketingHref={ticketingHref} />
      </Provider>,
      { locale: 'en', catalogs: [cartCatalog] },
    );
    expect(
      screen.getByText('There is no recent order to show in this browser.'),
    ).toBeInTheDocument();
  });
});
