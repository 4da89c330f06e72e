import { useLingui } from '@lingui/react';
import { watchHashLinks } from '@paddock/analytics';
import { Icon, useModal } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { accountAtom } from '../state/account-state.js';
import styles from './account-button.module.css';

const texts = {
  logIn: /*i18n*/ { id: 'account.button.logIn', message: 'Log in' },
  myAccount: /*i18n*/ { id: 'account.button.myAccount', message: 'My account, {firstname}' },
};

/** A link to `#login` anywhere on the page (a member-only box's 'Log in') opens the login dialog. */
export const LOGIN_HASH = '#login';

export interface AccountButtonProps {
  className?: string;
}

/**
 * The header's account entry: 'Log in' opens the Login modal; once logged in, the member's first name
 * opens the Account modal. It takes the colour of the bar it sits on (white on the header's universe
 * colour). The first frame, on the server and at hydration, is always the logged-out one. It also
 * answers `#login` links and addresses (`LOGIN_HASH`): the login dialog, or the account once logged in.
 */
export function AccountButton({ className }: AccountButtonProps) {
  const { i18n } = useLingui();
  const { user } = useAtomValue(accountAtom);
  const modal = useModal();
  const loggedIn = Boolean(user);
  const openAccount = useCallback(
    () => modal.open(loggedIn ? { kind: 'account' } : { kind: 'login' }),
    [modal, loggedIn],
  );
  useEffect(() => watchHashLinks(window, LOGIN_HASH, openAccount), [openAccount]);
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-haspopup="dialog"
      aria-label={user ? i18n._(texts.myAccount.id, { firstname: user.firstname }) : undefined}
      onClick={openAccount}
    >
      <Icon name="user" size={24} />
      <span className={styles.text}>{user ? user.firstname : i18n._(texts.logIn)}</span>
    </button>
  );
}
