import { useLingui } from '@lingui/react';
import type { Notification } from '@paddock/api-clients/contracts';
import { Icon } from '@paddock/ui';
import { useEffect } from 'react';
import styles from './notification-toast.module.css';

const texts = {
  label: /*i18n*/ { id: 'notification.label', message: 'Live notification' },
  close: /*i18n*/ { id: 'notification.close', message: 'Close the notification' },
};

export interface NotificationToastProps {
  /** The newest notification, or null: the live region stays, empty. */
  notification: Notification | null;
  onClose: () => void;
}

/**
 * The notification toast (SPEC §2, §4): the newest notification, gone after its own duration or on
 * close. A polite live region announces it without taking the focus from what the visitor is doing.
 */
export function NotificationToast({ notification, onClose }: NotificationToastProps) {
  const { i18n } = useLingui();
  useEffect(() => {
    if (!notification) return undefined;
    const timer = setTimeout(onClose, notification.duration);
    return () => clearTimeout(timer);
  }, [notification, onClose]);

  return (
    <div
      className={styles.region}
      role="status"
      aria-live="polite"
      aria-label={i18n._(texts.label)}
    >
      {notification ? (
        <div className={styles.toast} key={notification.uuid}>
          <Icon name="info" size={20} className={styles.icon} />
          <p className={styles.text}>
            {notification.text}
            {notification.link ? (
              <>
                {' '}
                <a className={styles.link} href={notification.link.href}>
                  {notification.link.text}
                </a>
              </>
            ) : null}
          </p>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={i18n._(texts.close)}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
