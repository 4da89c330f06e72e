import { useStore } from 'jotai';
import { useEffect } from 'react';
import { readStoredToken } from './stored-token.js';

/**
 * Resumes the visitor's session once the page has hydrated: a stored token is refreshed and the member
 * loaded, or the account cleared if the refresh is refused. Mount it once, near the root, under the
 * Jotai provider whose store has `accountConfigAtom` set. It renders nothing; the server and the first
 * browser frame both show a visitor who is not logged in. The session's code loads only for a visitor
 * who has a stored session.
 */
export function AccountSession(): null {
  const store = useStore();
  useEffect(() => {
    if (!readStoredToken()) return;
    void import('./session.js').then(({ restoreSessionAtom }) => store.set(restoreSessionAtom));
  }, [store]);
  return null;
}
