import { useLingui } from '@lingui/react';
import { accountAtom, formatMembershipDate } from '@paddock/account';
import { activeLocale } from '@paddock/i18n';
import { Button, Icon, useModal } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { MemberOnlyRefusal } from '@paddock/api-clients/lite';
import styles from './member-only-alert.module.css';

const texts = {
  memberOnly: /*i18n*/ {
    id: 'ticket.memberOnly',
    message: 'You need to login to buy a member ticket',
  },
  logIn: /*i18n*/ { id: 'ticket.memberOnly.logIn', message: 'Log in' },
  membership: /*i18n*/ {
    id: 'ticket.memberOnly.membership',
    message:
      'This price is reserved for ACO members with a current membership: your account holds none.',
  },
  ended: /*i18n*/ {
    id: 'ticket.memberOnly.ended',
    message:
      'Your {code} membership ended on {date}: this price is reserved for ACO members with a current membership.',
  },
};

export interface MemberOnlyAlertProps {
  /** Why the member-only price (MEME) was refused: nobody logged in, or no current membership. */
  refusal: MemberOnlyRefusal;
  /** For the form part it describes (`aria-describedby`). */
  id?: string | undefined;
  /** Changes on each refused submit: the alert (its 'Log in' button) takes the focus again. */
  attempt?: unknown;
}

/**
 * A member-only price (MEME) the visitor may not have (SPEC §5, §6, §8). Not logged in: says so, with
 * a 'Log in' button that opens the login modal. Logged in without a current ACO1 membership: says the
 * price is for ACO members with a current membership, and when the account's membership ended if it had
 * one. It takes the focus when it shows.
 */
export function MemberOnlyAlert({ refusal, id, attempt }: MemberOnlyAlertProps) {
  const { i18n } = useLingui();
  const modal = useModal();
  // A former member is told when theirs ended, rather than that they hold none.
  const { membership } = useAtomValue(accountAtom);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const current = alert.current;
    (current?.querySelector('button') ?? current)?.focus();
  }, [attempt, refusal]);
  return (
    <div
      ref={alert}
      id={id}
      role="alert"
      className={styles.alert}
      tabIndex={refusal === 'logIn' ? undefined : -1}
    >
      <Icon name="info" size={20} />
      {refusal === 'logIn' ? (
        <>
          <p className={styles.text}>{i18n._(texts.memberOnly)}</p>
          <Button variant="dark" size="small" onClick={() => modal.open({ kind: 'login' })}>
            {i18n._(texts.logIn)}
          </Button>
        </>
      ) : (
        <p className={styles.text}>
          {membership
            ? i18n._(texts.ended.id, {
                code: membership.code,
                date: formatMembershipDate(membership.endsAt, activeLocale(i18n)),
              })
            : i18n._(texts.membership)}
        </p>
      )}
    </div>
  );
}
