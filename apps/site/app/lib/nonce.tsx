import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the request being rendered (server only: the browser hides it
 * and needs none after hydration).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
