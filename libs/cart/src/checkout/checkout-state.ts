import type { Cart, CrossSell, Order } from '@paddock/api-clients';
import { atom, type Getter, type SetStateAction, type Setter } from 'jotai';
import type * as StoredShapeModule from './stored-shape.js';

/** What the visitor typed in the informations form (SPEC §2): the buyer's contact and address. */
export interface BuyerDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

export const buyerDetailsFields = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'street',
  'zipCode',
  'city',
  'country',
] as const satisfies readonly (keyof BuyerDetails)[];

/** The checkout state of SPEC §3, persisted in this browser: the cart, its cross-sells, the buyer. */
export interface CheckoutState {
  cart: Cart | null;
  crossSells: CrossSell[];
  /** Saved by the informations form. */
  buyer?: BuyerDetails | undefined;
  /** The last order confirmed in this browser (the review step), for its confirmation page. */
  order?: Order | undefined;
}

export const emptyCheckout: CheckoutState = { cart: null, crossSells: [] };

/** Where the checkout state is kept: a JSON object in localStorage. */
export const checkoutStorageKey = 'CHECKOUT';

/** A cart is valid until its `validity` date; after that the service has let it go. */
export function isCartValid(cart: Cart | null, now = Date.now()): cart is Cart {
  return cart !== null && Date.parse(cart.validity) > now;
}

/** The state without an expired cart (and the cross-sells that came with it). */
function withoutExpiredCart(state: CheckoutState, now = Date.now()): CheckoutState {
  if (state.cart === null || isCartValid(state.cart, now)) return state;
  return { ...state, cart: null, crossSells: [] };
}

function isBuyerDetails(value: unknown): value is BuyerDetails {
  return (
    typeof value === 'object' &&
    value !== null &&
    buyerDetailsFields.every(
      (field) => typeof (value as Record<string, unknown>)[field] === 'string',
    )
  );
}

/** The text this browser stored, or null: none, or a storage that refuses to be read (logged). */
function storedText(): string | null {
  try {
    return localStorage.getItem(checkoutStorageKey);
  } catch (error) {
    // Storage refused (private mode, policy): the visitor starts afresh.
    console.error('Could not read the checkout state', error);
    return null;
  }
}

/** The readers of a stored state: their code loads with the first one to read (a first visit has none). */
type StoredShape = typeof StoredShapeModule;
const loadReaders = (): Promise<StoredShape> => import('./stored-shape.js');

/** What this browser stored, with whatever part of it does not hold together left out. */
function readStored(
  text: string,
  { readStoredCart, readStoredCrossSell, readStoredOrder }: StoredShape,
): CheckoutState | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch (error) {
    // Garbage in the storage: the visitor starts afresh.
    console.error('Could not read the checkout state', error);
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { cart, crossSells, buyer, order } = stored as Record<string, unknown>;
  const parsedOrder = readStoredOrder(order);
  const parsedCart = readStoredCart(cart);
  const parsedCrossSells = Array.isArray(crossSells)
    ? crossSells.map(readStoredCrossSell).filter((crossSell) => crossSell !== null)
    : [];
  return {
    cart: parsedCart,
    crossSells: parsedCart ? parsedCrossSells : [],
    ...(isBuyerDetails(buyer) ? { buyer } : {}),
    ...(parsedOrder ? { order: parsedOrder } : {}),
  };
}

function store(state: CheckoutState): void {
  try {
    localStorage.setItem(checkoutStorageKey, JSON.stringify(state));
  } catch (error) {
    // Kept in the page all the same (SPEC §8: a cart save error is logged only).
    console.error('Could not save the checkout state', error);
  }
}

const currentAtom = atom<CheckoutState>(emptyCheckout);
const loadedAtom = atom(false);

// Per store (a read function runs once per store): the timer that discards the cart when it expires,
// and the read of the stored state under way.
const expiryAtom = atom(() => ({ timer: undefined as ReturnType<typeof setTimeout> | undefined }));
const readingAtom = atom(() => ({ read: undefined as Promise<void> | undefined }));

/** Longest delay setTimeout takes (about 24.8 days); a later validity is checked again then. */
const maxDelay = 2 ** 31 - 1;

function setCurrent(set: Setter, state: CheckoutState) {
  set(currentAtom, state);
  store(state);
}

/** Discards the cart at its validity, while the page stays open (SPEC §4). */
function watchExpiry(get: Getter, set: Setter): void {
  const expiry = get(expiryAtom);
  clearTimeout(expiry.timer);
  expiry.timer = undefined;
  const state = get(currentAtom);
  if (state.cart === null) return;
  const fresh = withoutExpiredCart(state);
  if (fresh !== state) {
    setCurrent(set, fresh);
    return;
  }
  const delay = Math.min(Date.parse(state.cart.validity) - Date.now(), maxDelay);
  expiry.timer = setTimeout(() => watchExpiry(get, set), delay);
}

type StorageAction = 'mount' | 'sync' | 'unmount';

/**
 * Takes in what the storage holds (`text`, read now): at once when it holds nothing, else once the
 * readers' code is in. A first load whose state the page wrote meanwhile (an add) leaves it: the
 * page's state is the truth.
 */
function takeStored(get: Getter, set: Setter, action: 'mount' | 'sync'): Promise<void> | undefined {
  const text = storedText();
  const take = (stored: CheckoutState | undefined) => {
    if (action === 'mount' && get(loadedAtom)) return;
    if (stored) {
      const fresh = withoutExpiredCart(stored);
      set(currentAtom, fresh);
      if (fresh !== stored) store(fresh);
    } else if (action === 'sync') {
      set(currentAtom, emptyCheckout);
    }
    set(loadedAtom, true);
    watchExpiry(get, set);
  };
  if (text === null) {
    take(undefined);
    return undefined;
  }
  return loadReaders().then(
    (readers) => take(readStored(text, readers)),
    (error: unknown) => {
      // The readers' code did not come (offline): the page starts without the stored state, and
      // does not overwrite it until the visitor changes the checkout.
      console.error('Could not read the checkout state', error);
      take(undefined);
    },
  );
}

/**
 * Reads the storage the first time anything that shows the checkout mounts, that is after hydration:
 * the server and the hydrating client both render the not-yet-loaded state. Resolves once it is read
 * (at once when the storage holds nothing).
 */
const storageAtom = atom(
  (get) => get(loadedAtom),
  (get, set, action: StorageAction): Promise<void> | undefined => {
    const reading = get(readingAtom);
    if (action === 'unmount') {
      const expiry = get(expiryAtom);
      clearTimeout(expiry.timer);
      expiry.timer = undefined;
      return undefined;
    }
    // Once loaded, the page's state is the truth (a failed write must not bring back an old cart);
    // only another tab's write ('sync') is read again.
    if (action === 'sync' || (!get(loadedAtom) && !reading.read)) {
      const read = takeStored(get, set, action)?.finally(() => {
        if (reading.read === read) reading.read = undefined;
      });
      reading.read = read;
      return read;
    }
    if (get(loadedAtom)) watchExpiry(get, set);
    return reading.read;
  },
);
storageAtom.onMount = (dispatch) => {
  dispatch('mount');
  const onStorage = (event: StorageEvent) => {
    if (event.key === checkoutStorageKey || event.key === null) dispatch('sync');
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    dispatch('unmount');
  };
};

/**
 * The checkout state (SPEC §3): the cart, its cross-sells and the buyer's details, kept in localStorage
 * under `CHECKOUT`. It is read after hydration (see `checkoutLoadedAtom`); a cart whose validity has
 * passed is discarded on load and when it expires while the page is open. Writing it saves it.
 */
export const checkoutAtom = atom(
  (get) => {
    get(storageAtom);
    return get(currentAtom);
  },
  (get, set, update: SetStateAction<CheckoutState>) => {
    const next = typeof update === 'function' ? update(get(currentAtom)) : update;
    // Written before it was read (an add from a page that shows no cart): this is the state now.
    set(loadedAtom, true);
    setCurrent(set, next);
    watchExpiry(get, set);
  },
);

/**
 * Whether the stored checkout state has been read: false on the server and in the hydrating render,
 * where pages show a neutral loading state rather than 'empty'.
 */
export const checkoutLoadedAtom = atom((get) => get(storageAtom));

/**
 * Loads the stored state now if nothing has mounted it yet (an add before any cart is shown); resolves
 * once it is read.
 */
export const loadCheckoutAtom = atom(null, async (get, set) => {
  if (!get(loadedAtom)) await set(storageAtom, 'mount');
});

/** How many tickets a cart holds: the sum of its items' quantities. */
export function ticketCount(cart: Cart | null): number {
  if (!cart) return 0;
  return cart.groups.reduce(
    (count, group) => count + group.items.reduce((sum, item) => sum + item.quantity, 0),
    0,
  );
}

/** How many tickets the stored cart holds, for the header's cart icon. */
export const cartCountAtom = atom((get) => ticketCount(get(checkoutAtom).cart));
