import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureCart, fixtureCrossSells } from '../testing/index.js';
import {
  cartCountAtom,
  checkoutAtom,
  checkoutLoadedAtom,
  checkoutStorageKey,
  emptyCheckout,
  loadCheckoutAtom,
  type CheckoutState,
} from './checkout-state.js';

const now = new Date('2027-06-01T12:00:00+02:00');

function stored(state: unknown) {
  localStorage.setItem(checkoutStorageKey, JSON.stringify(state));
}

function readStored(): CheckoutState {
  return JSON.parse(localStorage.getItem(checkoutStorageKey) ?? 'null') as CheckoutState;
}

/**
 * Mounts the checkout as a page does (after hydration) and waits until the stored state is read (its
 * readers' code loads with the first stored state); returns the unmount.
 */
async function mount(store: ReturnType<typeof createStore>) {
  const unmount = store.sub(checkoutAtom, () => undefined);
  await store.set(loadCheckoutAtom);
  return unmount;
}

beforeEach(() => {
  vi.useFakeTimers({ now });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe('checkoutAtom', () => {
  it('reads the stored state only once mounted, so the server and hydration render the same', async () => {
    const cart = fixtureCart({ now });
    stored({ cart, crossSells: [] });
    const store = createStore();
    expect(store.get(checkoutAtom)).toEqual(emptyCheckout);
    expect(store.get(checkoutLoadedAtom)).toBe(false);

    await mount(store);
    expect(store.get(checkoutLoadedAtom)).toBe(true);
    expect(store.get(checkoutAtom).cart).toEqual(cart);
  });

  it('is read at once when nothing is stored: a first visit loads no readers', () => {
    const store = createStore();
    store.sub(checkoutAtom, () => undefined);
    expect(store.get(checkoutLoadedAtom)).toBe(true);
    expect(store.get(checkoutAtom)).toEqual(emptyCheckout);
  });

  it('keeps what the page wrote while the stored state was being read (an add before any cart is shown)', async () => {
    stored({ cart: fixtureCart({ now }), crossSells: [] });
    const store = createStore();
    store.sub(checkoutAtom, () => undefined);
    expect(store.get(checkoutLoadedAtom)).toBe(false);
    const added = fixtureCart({ now, validForMinutes: 45 });
    store.set(checkoutAtom, { cart: added, crossSells: [] });
    await store.set(loadCheckoutAtom);
    await vi.dynamicImportSettled();
    expect(store.get(checkoutAtom).cart).toEqual(added);
    expect(readStored().cart).toEqual(added);
  });

  it('lets an add wait for the stored cart, read once', async () => {
    const cart = fixtureCart({ now });
    stored({ cart, crossSells: [] });
    const store = createStore();
    store.sub(checkoutAtom, () => undefined);
    const [first, second] = [store.set(loadCheckoutAtom), store.set(loadCheckoutAtom)];
    await Promise.all([first, second]);
    expect(store.get(checkoutAtom).cart).toEqual(cart);
  });

  it('keeps a stored cart and cross-sells whose products are in French only (English is optional)', async () => {
    const cart = fixtureCart({ now });
    const frenchOnlyCart = {
      ...cart,
      groups: cart.groups.map((group) => ({
        ...group,
        items: group.items.map((item) => ({
          ...item,
          product: { ...item.product, localized: { fr: item.product.localized.fr } },
          audience: { ...item.audience, localized: { fr: item.audience.localized.fr } },
        })),
      })),
    };
    const crossSells = fixtureCrossSells(now).map((crossSell) => ({
      ...crossSell,
      localized: { fr: crossSell.localized.fr },
    }));
    stored({ cart: frenchOnlyCart, crossSells });
    expect(localStorage.getItem(checkoutStorageKey)).not.toContain('"en"');

    const store = createStore();
    await mount(store);
    expect(store.get(checkoutAtom).cart).toEqual(frenchOnlyCart);
    expect(store.get(checkoutAtom).crossSells).toEqual(crossSells);
    expect(store.get(cartCountAtom)).toBe(2);
  });

  it('discards a stored cart whose validity has passed, on first load, and keeps the buyer', async () => {
    const buyer = {
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea@example.org',
      phone: '0612345678',
      street: '1 rue du Circuit',
      zipCode: '72000',
      city: 'Le Mans',
      country: 'France',
    };
    stored({
      cart: fixtureCart({ now, validForMinutes: -1 }),
      crossSells: fixtureCrossSells(now),
      buyer,
    });
    const store = createStore();
    await mount(store);
    expect(store.get(checkoutAtom)).toEqual({ cart: null, crossSells: [], buyer });
    expect(readStored().cart).toBeNull();
  });

  it('discards the cart when its validity passes while the page is open', async () => {
    const store = createStore();
    await mount(store);
    store.set(checkoutAtom, {
      cart: fixtureCart({ now, validForMinutes: 30 }),
      crossSells: fixtureCrossSells(now),
    });
    expect(store.get(cartCountAtom)).toBe(2);

    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(store.get(checkoutAtom).cart).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get(checkoutAtom)).toEqual({ cart: null, crossSells: [] });
    expect(store.get(cartCountAtom)).toBe(0);
    expect(readStored().cart).toBeNull();
  });

  it('watches the validity of a cart read from storage too', async () => {
    stored({ cart: fixtureCart({ now, validForMinutes: 5 }), crossSells: [] });
    const store = createStore();
    await mount(store);
    vi.advanceTimersByTime(5 * 60_000);
    expect(store.get(checkoutAtom).cart).toBeNull();
  });

  it('saves every change in localStorage', async () => {
    const store = createStore();
    await mount(store);
    const cart = fixtureCart({ now });
    store.set(checkoutAtom, (state) => ({ ...state, cart }));
    expect(readStored()).toEqual({ cart, crossSells: [] });
  });

  it('ignores what does not hold together in storage, and logs a storage it cannot read', async () => {
    stored({ cart: { uuid: 'not a cart' }, crossSells: 'nope', buyer: { firstname: 1 } });
    const store = createStore();
    await mount(store);
    expect(store.get(checkoutAtom)).toEqual(emptyCheckout);

    localStorage.setItem(checkoutStorageKey, '{ not json');
    const other = createStore();
    await mount(other);
    expect(other.get(checkoutAtom)).toEqual(emptyCheckout);
    expect(console.error).toHaveBeenCalledWith(
      'Could not read the checkout state',
      expect.any(SyntaxError),
    );
  });

  it('keeps the state in the page when the storage refuses to save it (logged only)', async () => {
    const store = createStore();
    await mount(store);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const cart = fixtureCart({ now });
    store.set(checkoutAtom, { cart, crossSells: [] });
    expect(store.get(checkoutAtom).cart).toEqual(cart);
    expect(console.error).toHaveBeenCalledWith(
      'Could not save the checkout state',
      expect.any(DOMException),
    );
  });

  it('follows another tab that changed the stored state', async () => {
    const store = createStore();
    await mount(store);
    const cart = fixtureCart({ now });
    stored({ cart, crossSells: [] });
    window.dispatchEvent(new StorageEvent('storage', { key: checkoutStorageKey }));
    await vi.waitFor(() => expect(store.get(checkoutAtom).cart).toEqual(cart));

    localStorage.removeItem(checkoutStorageKey);
    window.dispatchEvent(new StorageEvent('storage', { key: checkoutStorageKey }));
    expect(store.get(checkoutAtom)).toEqual(emptyCheckout);
  });
});

describe('cartCountAtom', () => {
  it('sums the quantities of every item of every group', async () => {
    const store = createStore();
    store.set(checkoutAtom, {
      cart: fixtureCart({
        now,
        groups: [
          [
            { product: 'weekend', quantity: 2 },
            { product: 'weekend', price: 1, quantity: 3 },
          ],
          [{ product: 'parking' }],
        ],
      }),
      crossSells: [],
    });
    expect(store.get(cartCountAtom)).toBe(6);
  });

  it('is 0 without a cart', async () => {
    expect(createStore().get(cartCountAtom)).toBe(0);
  });
});
