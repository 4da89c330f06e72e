import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Membership } from '@paddock/api-clients/lite';
import { activeLocale } from '@paddock/i18n';
import { Button, ModalTitle, useModal } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { AccountSiteLink } from '../account-site/account-site-link.js';
import { useFocusWhenLost } from '../form/use-focus-when-lost.js';
import { useAccountActions } from '../session/session.js';
import { accountAtom } from '../state/account-state.js';
import { formatMembershipDate } from '../state/membership-date.js';
import styles from './account-modal.module.css';

const texts = {
  title: /*i18n*/ { id: 'modal.account.title', message: 'My account' },
  edit: /*i18n*/ { id: 'modal.account.edit', message: 'Edit my account' },
  logout: /*i18n*/ { id: 'modal.account.logout', message: 'Log out' },
  logIn: /*i18n*/ { id: 'modal.account.logIn', message: 'Log in' },
  member: /*i18n*/ {
    id: 'modal.account.membership.current',
    message: 'ACO member · {code} until {date}',
  },
  ended: /*i18n*/ {
    id: 'modal.account.membership.ended',
    message: 'Your {code} membership ended on {date}.',
  },
  none: /*i18n*/ {
    id: 'modal.account.membership.none',
    message: 'No current ACO membership.',
  },
};

/** What the modal says of the membership: until when, when it ended, or that there is none. */
function membershipText(i18n: I18n, isMember: boolean, membership: Membership | null | undefined) {
  if (!membership) return i18n._(texts.none);
  const date = formatMembershipDate(membership.endsAt, activeLocale(i18n));
  return i18n._(isMember ? texts.member.id : texts.ended.id, { code: membership.code, date });
}

/**
 * The Account modal (SPEC §2): the member's first and last name, their membership (ACO1 until when,
 * ended when, or none), the edit-account button (the account
 * site, in a new tab) and the logout button, which logs out and closes. Loaded lazily by the modal host.
 */
export default function AccountModal() {
  const { i18n } = useLingui();
  const { user, isMember, membership } = useAtomValue(accountAtom);
  const { logout } = useAccountActions();
  const modal = useModal();
  const name = useRef<HTMLParagraphElement>(null);
  // Opened in place of the Login modal after a login: the member's name takes the focus.
  useFocusWhenLost(name);

  return (
    <>
      <ModalTitle>{i18n._(texts.title)}</ModalTitle>
      {user ? (
        <>
          <p ref={name} tabIndex={-1} className={styles.name}>
            {user.firstname} {user.lastname}
          </p>
          <p className={isMember ? styles.membership : styles.noMembership}>
            {membershipText(i18n, isMember, membership)}
          </p>
          <div className={styles.actions}>
            <AccountSiteLink page="edit-account">{i18n._(texts.edit)}</AccountSiteLink>
            <Button
              variant="light"
              fullWidth
              onClick={() => {
                void logout();
                modal.close();
              }}
            >
              {i18n._(texts.logout)}
            </Button>
          </div>
        </>
      ) : (
        // Opened for a visitor who is not logged in: the way to log in.
        <Button fullWidth onClick={() => modal.open({ kind: 'login' })}>
          {i18n._(texts.logIn)}
        </Button>
      )}
    </>
  );
}
