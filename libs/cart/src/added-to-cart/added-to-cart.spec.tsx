import { CartError } from '@paddock/api-clients';
import { modalAtom, ModalHost, uiModals, type ModalDefinitions } from '@paddock/ui';
import { preloadModals, renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutAtom, type CheckoutState } from '../checkout/checkout-state.js';
import { cartCatalog } from '../i18n.js';
import {
  checkoutStore,
  fakeCartClient,
  fixtureCart,
  fixtureWeekendGroup,
  fixtureCrossSell,
  fixtureCrossSells,
  type FakeCartClient,
} from '../testing/index.js';
import { checkoutFormat } from '../format/checkout-format.js';
import { cartModals } from './cart-modals.js';

const modals = { ...uiModals, ...cartModals } as ModalDefinitions;

// Each modal's content is a lazy chunk: a test waits for a modal to render, not for its module.
beforeAll(() => preloadModals(modals));

interface Options {
  checkout: CheckoutState;
  client?: FakeCartClient;
  locale?: 'fr' | 'en';
  navigation?: { assign?: () => void; navigate?: () => void; isIos?: () => boolean };
}

async function openModal({ checkout, client, locale = 'fr', navigation }: Options) {
  const store = checkoutStore({
    checkout,
    ...(client ? { client } : {}),
    ...(navigation ? { navigation } : {}),
  });
  store.set(modalAtom, { kind: 'addedToCart' });
  renderInLocale(
    <Provider store={store}>
      <ModalHost modals={modals} />
    </Provider>,
    { locale, catalogs: [cartCatalog] },
  );
  const name = locale === 'fr' ? 'Ajouté à votre panier' : 'Added to your cart';
  const dialog = within(await screen.findByRole('dialog', { name }));
  // Once the stored cart is read.
  await dialog.findByRole('link', { name: locale === 'fr' ? 'Voir le panier' : 'Display cart' });
  return { store, dialog };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('AddedToCart', () => {
  it('lists the items, with the quantity only when above 1, and until when the cart is kept', async () => {
    const cart = fixtureCart({
      groups: [[{ product: 'weekend', quantity: 2 }], [{ product: 'parking', quantity: 1 }]],
    });
    const { dialog } = await openModal({ checkout: { cart, crossSells: [] } });
    const items = within(dialog.getByRole('list', { name: 'Votre panier' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Enceinte générale — week-end');
    expect(items[0]).toHaveTextContent('Adulte × 2');
    expect(items[1]).toHaveTextContent('Parking Bleu — week-end');
    expect(items[1]).toHaveTextContent('Véhicule léger');
    expect(items[1]).not.toHaveTextContent('×');
    const time = checkoutFormat('fr').time(cart.validity);
    expect(
      dialog.getByText(`Votre panier est conservé pour une durée limitée : jusqu’à ${time}.`),
    ).toBeInTheDocument();
  });

  it('links to the cart page with a plain link (a full page navigation)', async () => {
    const { dialog } = await openModal({
      checkout: { cart: fixtureCart(), crossSells: [] },
      locale: 'en',
    });
    expect(dialog.getByRole('link', { name: 'Display cart' })).toHaveAttribute(
      'href',
      '/en/checkout/cart',
    );
  });

  it('offers at most 4 cross-sells, each with its price and an add button; a package without one', async () => {
    const { dialog } = await openModal({
      checkout: { cart: fixtureCart(), crossSells: fixtureCrossSells() },
    });
    const section = within(dialog.getByRole('region', { name: 'Complétez votre séjour' }));
    const offers = section.getAllByRole('listitem');
    expect(offers).toHaveLength(4);
    expect(offers.map((offer) => offer.firstChild?.textContent)).toEqual([
      'Parking Bleu — week-end',
      'Camping Les Houx',
      'Pack week-end camping',
      'Accès paddock',
    ]);
    expect(offers[0]).toHaveTextContent('Véhicule léger 45 €');
    expect(offers[2]).toHaveTextContent('Le pack 249 €');
    expect(
      section
        .getAllByRole('button', { name: /^Ajouter au panier : / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Ajouter au panier : Parking Bleu — week-end',
      'Ajouter au panier : Camping Les Houx',
      'Ajouter au panier : Accès paddock',
    ]);
    expect(within(offers[2] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('adds a cross-sell at its price to the cart, then shows the cart with it', async () => {
    const client = fakeCartClient({
      crossSells: [fixtureCrossSell('parking'), fixtureCrossSell('paddock')],
    });
    const cart = await client.createCart({
      buyer: { status: 'anonymous' },
      groups: [fixtureWeekendGroup({ 'P-GA-WE-ADULT': 2 })],
    });
    const addItem = vi.spyOn(client, 'addItem');
    const { dialog, store } = await openModal({
      client,
      checkout: { cart, crossSells: await client.upsells(cart.uuid) },
    });

    await userEvent.click(
      dialog.getByRole('button', { name: 'Ajouter au panier : Parking Bleu — week-end' }),
    );

    expect(addItem).toHaveBeenCalledExactlyOnceWith(cart.uuid, {
      productSecutixId: 'T-PARK-BLUE',
      composedPerformanceSecutixId: 'T-PARK-BLUE-P1',
      productType: 'parking',
      audiences: [
        {
          id: 'P-PARK-BLUE-CAR',
          quantity: 1,
          seatCategory: { locations: [], price: 'P-PARK-BLUE-CAR' },
        },
      ],
    });
    const items = within(await screen.findByRole('list', { name: 'Votre panier' }));
    expect(await items.findByText('Parking Bleu — week-end')).toBeInTheDocument();
    // What the cart holds now is no longer offered.
    expect(store.get(checkoutAtom).crossSells.map((offer) => offer.secutixId)).toEqual([
      'T-SUP-PADDOCK',
    ]);
    expect(
      dialog.queryByRole('button', { name: 'Ajouter au panier : Parking Bleu — week-end' }),
    ).toBeNull();
  });

  it('shows the error modal when a cross-sell cannot be added', async () => {
    const client = fakeCartClient();
    vi.spyOn(client, 'addItem').mockRejectedValue(
      new CartError('SOLD_OUT', 'Sold out', { status: 409 }),
    );
    const cart = fixtureCart();
    const { store } = await openModal({
      client,
      checkout: { cart, crossSells: [fixtureCrossSell('parking')] },
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Ajouter au panier : Parking Bleu — week-end' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Ajout au panier impossible' }),
    ).toBeInTheDocument();
    expect(store.get(checkoutAtom).cart).toEqual(cart);
  });

  it('leaves for the shop from the checkout button, which spins meanwhile, the items still shown', async () => {
    const assign = vi.fn();
    const cart = fixtureCart();
    const { dialog, store } = await openModal({
      checkout: { cart, crossSells: fixtureCrossSells() },
      navigation: { assign },
    });
    const checkout = dialog.getByRole('button', { name: 'Passer au paiement' });
    await userEvent.click(checkout);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${cart.shopUrl}?locale=fr`);
    expect(store.get(checkoutAtom).cart).toBeNull();
    expect(checkout).toHaveAttribute('aria-busy', 'true');
    expect(within(checkout).getByRole('status')).toHaveTextContent('Chargement…');
    expect(dialog.getByText('Enceinte générale — week-end')).toBeInTheDocument();
  });

  it('says the cart is empty when its time ran out while open', async () => {
    const { dialog, store } = await openModal({
      checkout: { cart: fixtureCart(), crossSells: [] },
    });
    store.set(checkoutAtom, { cart: null, crossSells: [] });
    expect(
      await dialog.findByText('Votre panier est vide : le délai de conservation est écoulé.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Passer au paiement' })).toBeNull();
  });
});
