import { modalAtom, ModalHost, uiModals, type ModalDefinitions } from '@paddock/ui';
import { preloadModals, renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartModals } from '../added-to-cart/cart-modals.js';
import { checkoutAtom, loadCheckoutAtom } from '../checkout/checkout-state.js';
import { cartCatalog } from '../i18n.js';
import { checkoutStore, fixtureCart, fixtureCrossSells } from '../testing/index.js';
import { usePayment, type PaymentStep } from './use-payment.js';

const modals = { ...uiModals, ...cartModals } as ModalDefinitions;

// Each modal's content is a lazy chunk: a test waits for a modal to render, not for its module.
beforeAll(() => preloadModals(modals));

function PayButton({ onStep }: { onStep: (step: PaymentStep) => void }) {
  const { goToPayment } = usePayment();
  return (
    <button type="button" onClick={() => onStep(goToPayment())}>
      Payer
    </button>
  );
}

async function setUp({
  shopUrl,
  ios = false,
  locale = 'fr',
  withCart = true,
}: {
  shopUrl?: string | null;
  ios?: boolean;
  locale?: 'fr' | 'en';
  withCart?: boolean;
}) {
  const navigation = { assign: vi.fn(), navigate: vi.fn(), isIos: () => ios };
  const cart = fixtureCart({ ...(shopUrl !== undefined ? { shopUrl } : {}) });
  const store: ReturnType<typeof createStore> = checkoutStore({
    navigation,
    checkout: withCart ? { cart, crossSells: fixtureCrossSells() } : undefined,
  });
  // The payment is offered with the cart on screen: its stored state is read.
  await store.set(loadCheckoutAtom);
  const onStep = vi.fn();
  renderInLocale(
    <Provider store={store}>
      <PayButton onStep={onStep} />
      <ModalHost modals={modals} />
    </Provider>,
    { locale, catalogs: [cartCatalog] },
  );
  return { store, navigation, cart, onStep };
}

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Payer' }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('usePayment', () => {
  it('clears the cart here and leaves for an allowed shop in the same window', async () => {
    const { store, navigation, cart, onStep } = await setUp({});
    await pay();
    expect(onStep).toHaveBeenCalledWith('shop');
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith(`${cart.shopUrl}?locale=fr`);
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(store.get(checkoutAtom)).toEqual({ cart: null, crossSells: [] });
    expect(JSON.parse(localStorage.getItem('CHECKOUT') ?? '{}').cart).toBeNull();
  });

  it('leaves for the shop with a router navigation on iOS devices', async () => {
    const { store, navigation, cart } = await setUp({ ios: true });
    await pay();
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith(`${cart.shopUrl}?locale=fr`);
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(store.get(checkoutAtom).cart).toBeNull();
  });

  it("asks the shop for the buyer's locale", async () => {
    const { navigation, cart } = await setUp({ locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: /Pay|Payer/ }));
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith(`${cart.shopUrl}?locale=en`);
  });

  it('detects iOS from the browser when the app does not say', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    const navigation = { assign: vi.fn(), navigate: vi.fn() };
    const store = checkoutStore({ navigation, checkout: { cart: fixtureCart(), crossSells: [] } });
    await store.set(loadCheckoutAtom);
    renderInLocale(
      <Provider store={store}>
        <PayButton onStep={() => undefined} />
      </Provider>,
      { catalogs: [cartCatalog] },
    );
    await pay();
    expect(navigation.navigate).toHaveBeenCalledOnce();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('refuses a shop on a host that is not allowed: error modal, cart kept, nowhere to go', async () => {
    const { store, navigation, cart, onStep } = await setUp({
      shopUrl: 'https://shop.example.test.evil.org/pay',
    });
    await pay();
    expect(onStep).toHaveBeenCalledWith('refused');
    const dialog = await screen.findByRole('dialog', { name: 'Paiement indisponible' });
    expect(dialog).toHaveTextContent(
      'La page de paiement n’a pas pu être ouverte. Votre panier est conservé',
    );
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(store.get(checkoutAtom).cart).toEqual(cart);
  });

  it('goes to the informations page of the locale when the cart has no shop URL', async () => {
    const { store, navigation, cart, onStep } = await setUp({ shopUrl: null, locale: 'en' });
    store.set(modalAtom, { kind: 'addedToCart' });
    await pay();
    expect(onStep).toHaveBeenCalledWith('informations');
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/en/checkout/informations');
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(store.get(checkoutAtom).cart).toEqual(cart);
    expect(store.get(modalAtom)).toBeNull();
  });

  it('does nothing without a cart', async () => {
    const { navigation, onStep } = await setUp({ withCart: false });
    await pay();
    expect(onStep).toHaveBeenCalledWith('no-cart');
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});
