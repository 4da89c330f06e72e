import type { I18n } from '@lingui/core';
import {
  accountAtom,
  formatMembershipDate,
  sessionEndedAtom,
  type AccountState,
} from '@paddock/account';
import type { Cart, CartGroupInput, CrossSell } from '@paddock/api-clients';
import {
  buyerOf,
  isCartErrorOf,
  isCartFullError,
  isInvalidQuantityError,
} from '@paddock/api-clients/lite';
import { activeLocale } from '@paddock/i18n';
import { modalAtom } from '@paddock/ui';
import type { createStore } from 'jotai';
import { checkoutAtom, isCartValid, loadCheckoutAtom } from '../checkout/checkout-state.js';
import { cartConfigAtom } from '../config.js';
import '../modal-kinds.js';

/**
 * The add to cart itself (SPEC §4, §8), loaded on the visitor's first add: the ticket offers on a
 * page need only `useAddToCart`'s small hook to show, not the flow, its errors and its texts.
 */

const texts = {
  errorTitle: /*i18n*/ {
    id: 'checkout.addToCart.error.title',
    message: 'Could not add to your cart',
  },
  error: /*i18n*/ {
    id: 'checkout.addToCart.error',
    message: 'Your tickets could not be added to your cart. Please try again in a few minutes.',
  },
  invalidQty: /*i18n*/ {
    id: 'checkout.addToCart.error.invalidQty',
    message: 'Your cart can hold at most {max} × “{productName}”.',
  },
  cartFull: /*i18n*/ {
    id: 'checkout.addToCart.error.cartFull',
    message:
      'Your cart is full: it can hold at most {max} tickets. Go to payment, or remove some tickets, before adding others.',
  },
  memberOnly: /*i18n*/ {
    id: 'checkout.addToCart.error.memberOnly',
    message:
      'This price is reserved for ACO members with a current membership. Choose another price to add these tickets.',
  },
  memberOnlyEnded: /*i18n*/ {
    id: 'checkout.addToCart.error.memberOnly.ended',
    message:
      'Your {code} membership ended on {date}: this price is reserved for ACO members with a current membership. Choose another price to add these tickets.',
  },
  loginRequired: /*i18n*/ {
    id: 'checkout.addToCart.error.loginRequired',
    message: 'Your session has ended. Log in again, then add your tickets.',
  },
  tooManyRequests: /*i18n*/ {
    id: 'checkout.addToCart.error.tooManyRequests',
    message: 'Too many requests in a short time. Wait a minute, then try again.',
  },
};

/** What the error modal says of a failed add (SPEC §8): the service's reason when it gave one. */
function errorText(error: unknown, i18n: I18n, account: AccountState): string {
  if (isInvalidQuantityError(error)) {
    // The ticket's display name in the page's locale (the French one when it has no other).
    const names = error.details.productNames;
    return i18n._(texts.invalidQty.id, {
      max: error.details.max,
      productName: names?.[activeLocale(i18n)] ?? error.details.productName,
    });
  }
  if (isCartFullError(error)) return i18n._(texts.cartFull.id, { max: error.details.max });
  if (isCartErrorOf(error, 'MEMBER_ONLY')) {
    const { membership } = account;
    if (account.user && !account.isMember && membership) {
      return i18n._(texts.memberOnlyEnded.id, {
        code: membership.code,
        date: formatMembershipDate(membership.endsAt, activeLocale(i18n)),
      });
    }
    return i18n._(texts.memberOnly);
  }
  if (isCartErrorOf(error, 'LOGIN_REQUIRED')) return i18n._(texts.loginRequired);
  if (isCartErrorOf(error, 'TOO_MANY_REQUESTS')) return i18n._(texts.tooManyRequests);
  return i18n._(texts.error);
}

/** Why an add stopped, and the cart as the service last answered it (to keep what it took). */
class AddFailure extends Error {
  constructor(
    readonly reason: unknown,
    readonly cart: Cart | null,
  ) {
    super('The add to cart failed', { cause: reason });
  }
}

const isCartGone = (error: unknown) => isCartErrorOf(error, 'CART_NOT_FOUND');

type Store = ReturnType<typeof createStore>;

/** Opens the error modal (SPEC §8) with what the service said of the failed add. */
function showError(store: Store, i18n: I18n, error: unknown): void {
  const text = errorText(error, i18n, store.get(accountAtom));
  store.set(modalAtom, { kind: 'error', title: i18n._(texts.errorTitle), text });
}

/** One add of `groups` to the visitor's cart (see `AddToCart.add`); never rejects. */
export async function addToCart(
  store: Store,
  i18n: I18n,
  groups: readonly CartGroupInput[],
): Promise<boolean> {
  const config = store.get(cartConfigAtom);
  if (!config) {
    console.error('The cart is not configured: set cartConfigAtom before adding to it');
    showError(store, i18n, undefined);
    return false;
  }
  const { client } = config;
  // The session the calls carry (the client reads the account's token at each call).
  const sessionToken = store.get(accountAtom).token;
  // The stored cart first: the add goes into it.
  await store.set(loadCheckoutAtom);
  const stored = store.get(checkoutAtom).cart;
  let cart: Cart;
  try {
    cart = await addOrCreate(groups, isCartValid(stored) ? stored : null);
  } catch (error) {
    const failure = error instanceof AddFailure ? error : new AddFailure(error, stored);
    console.error('Could not add to the cart', failure.reason);
    // The service no longer takes this session's token: the visitor is logged out, to log in again.
    if (sessionToken && isCartErrorOf(failure.reason, 'LOGIN_REQUIRED')) {
      store.set(sessionEndedAtom, sessionToken);
    }
    // Keep what the service took before the failure; drop a cart it no longer knows.
    if (failure.cart !== stored) {
      store.set(checkoutAtom, (state) => ({ ...state, cart: failure.cart, crossSells: [] }));
    }
    showError(store, i18n, failure.reason);
    return false;
  }
  store.set(checkoutAtom, (state) => ({ ...state, cart }));
  const crossSells = await client.upsells(cart.uuid).catch((error: unknown): CrossSell[] => {
    console.error('Could not fetch the cross-sells', error);
    return [];
  });
  store.set(checkoutAtom, (state) =>
    state.cart?.uuid === cart.uuid ? { ...state, crossSells } : state,
  );
  store.set(modalAtom, { kind: 'addedToCart' });
  return true;

  async function addOrCreate(toAdd: readonly CartGroupInput[], valid: Cart | null): Promise<Cart> {
    let current = valid;
    let next = 0;
    if (current) {
      for (; next < toAdd.length; next += 1) {
        try {
          current = await client.addItem(current.uuid, toAdd[next] as CartGroupInput);
        } catch (error) {
          if (!isCartGone(error)) throw new AddFailure(error, current);
          // The service let the cart go (expired early, paid elsewhere): a new one takes the rest.
          current = null;
          break;
        }
      }
      if (current) return current;
    }
    try {
      return await client.createCart({
        buyer: buyerOf(store.get(accountAtom).user),
        groups: toAdd.slice(next),
      });
    } catch (error) {
      // No cart now: none was valid, or the service let it go.
      throw new AddFailure(error, null);
    }
  }
}
