import { useLingui } from '@lingui/react';
import { Button, Icon, useModal } from '@paddock/ui';
import { useEffect, useRef } from 'react';
import styles from './member-only-alert.module.css';

const texts = {
  memberOnly: /*i18n*/ {
    id: 'ticket.memberOnly',
    message: 'You need to login to buy a member ticket',
  },
  logIn: /*i18n*/ { id: 'ticket.memberOnly.logIn', message: 'Log in' },
};

export interface MemberOnlyAlertProps {
  /** For the form part it describes (`aria-describedby`). */
  id?: string | undefined;
  /** Changes on each refused submit: the 'Log in' button takes the focus again. */
  attempt?: unknown;
}

/**
 * A member-only price (MEME) asked for by a visitor who is not logged in (SPEC §5, §8): says so, with a
 * 'Log in' button that opens the login modal. It takes the focus when it shows.
 */
export function MemberOnlyAlert({ id, attempt }: MemberOnlyAlertProps) {
  const { i18n } = useLingui();
  const modal = useModal();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.querySelector('button')?.focus();
  }, [attempt]);
  return (
    <div ref={alert} id={id} role="alert" className={styles.alert}>
      <Icon name="info" size={20} />
      <p className={styles.text}>{i18n._(texts.memberOnly)}</p>
      <Button variant="dark" size="small" onClick={() => modal.open({ kind: 'login' })}>
        {i18n._(texts.logIn)}
      </Button>
    </div>
  );
}
