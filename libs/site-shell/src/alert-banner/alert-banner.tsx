import { useLingui } from '@lingui/react';
import type { Alert } from '@paddock/api-clients/contracts';
import { Icon, usePageTime } from '@paddock/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { currentAlert } from './current-alert.js';
import {
  dismissAlert,
  dismissedAlerts,
  dismissedOnTheServer,
  subscribeToDismissedAlerts,
} from './dismissed-alerts.js';
import styles from './alert-banner.module.css';

const texts = {
  label: /*i18n*/ { id: 'alert.label', message: 'Alert' },
  close: /*i18n*/ { id: 'alert.close', message: 'Close the alert' },
};

/** The class the body wears while an alert shows (SPEC §9). */
export const hasAlertClass = 'has-alert';

export interface AlertBannerProps {
  /** The site's alerts; `null` when they could not be fetched, and then nothing shows (SPEC §8). */
  alerts: readonly Alert[] | null;
  /**
   * The time to choose the current alert at; unless given, the page's (`usePageTime` of
   * `@paddock/ui`: the server's render time until hydrated, so a page from the HTML cache or a phone
   * whose clock is off hydrates the alert the server chose, then the browser's clock).
   */
  now?: Date;
}

/**
 * The site-wide alert (SPEC §4): the current alert unless the visitor closed it in this browser. Which
 * ones were closed is read after hydration, so the server and the browser render the same first frame.
 */
export function AlertBanner({ alerts, now }: AlertBannerProps) {
  const { i18n } = useLingui();
  const dismissed = useSyncExternalStore(
    subscribeToDismissedAlerts,
    dismissedAlerts,
    dismissedOnTheServer,
  );
  const pageTime = usePageTime();
  const alert = alerts ? currentAlert(alerts, now ?? new Date(pageTime)) : undefined;
  const shown = alert && !dismissed.includes(alert.uuid) ? alert : undefined;

  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    document.body.classList.add(hasAlertClass);
    return () => document.body.classList.remove(hasAlertClass);
  }, [shown]);

  if (!shown) {
    return null;
  }
  return (
    <section className={styles.banner} aria-label={i18n._(texts.label)}>
      <p className={styles.text}>
        {shown.text}
        {shown.link ? (
          <>
            {' '}
            <a className={styles.link} href={shown.link.href}>
              {shown.link.text}
            </a>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={i18n._(texts.close)}
        onClick={() => dismissAlert(shown.uuid)}
      >
        <Icon name="close" size={24} />
      </button>
    </section>
  );
}
