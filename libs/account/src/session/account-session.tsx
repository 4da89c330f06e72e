import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { restoreSessionAtom } from './session.js';

/**
 * Resumes the visitor's session once the page has hydrated: a stored token is refreshed and the member
 * loaded, or the account cleared if the refresh is refused. Mount it once, near the root, under the
 * Jotai provider whose store has `accountConfigAtom` set. It renders nothing; the server and the first
 * browser frame both show a visitor who is not logged in.
 */
export function AccountSession(): null {
  const restore = useSetAtom(restoreSessionAtom);
  useEffect(() => {
    void restore();
  }, [restore]);
  return null;
}
