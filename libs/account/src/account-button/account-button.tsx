import { useLingui } from '@lingui/react';
import { Icon, useModal } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { accountAtom } from '../state/account-state.js';
import styles from './account-button.module.css';

const texts = {
  logIn: /*i18n*/ { id: 'account.button.logIn', message: 'Log in' },
  myAccount: /*i18n*/ { id: 'account.button.myAccount', message: 'My account, {firstname}' },
};

export interface AccountButtonProps {
  className?: string;
}

/**
 * The header's account entry: 'Log in' opens the Login modal; once logged in, the member's first name
 * opens the Account modal. It takes the colour of the bar it sits on (white on the header's universe
 * colour). The first frame, on the server and at hydration, is always the logged-out one.
 */
export function AccountButton({ className }: AccountButtonProps) {
  const { i18n } = useLingui();
  const { user } = useAtomValue(accountAtom);
  const modal = useModal();
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-haspopup="dialog"
      aria-label={user ? i18n._(texts.myAccount.id, { firstname: user.firstname }) : undefined}
      onClick={() => modal.open(user ? { kind: 'account' } : { kind: 'login' })}
    >
      <Icon name="user" size={24} />
      <span className={styles.text}>{user ? user.firstname : i18n._(texts.logIn)}</span>
    </button>
  );
}
