import { Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { checkoutStore, type CheckoutStoreOptions } from './checkout-store.js';

export interface CheckoutProviderProps extends CheckoutStoreOptions {
  children: ReactNode;
}

/** A Jotai provider over a `checkoutStore(options)` made once, for stories. */
export function CheckoutProvider({ children, ...options }: CheckoutProviderProps) {
  const [store] = useState(() => checkoutStore(options));
  return <Provider store={store}>{children}</Provider>;
}
