import { useLingui } from '@lingui/react';
import { browserConsent } from '@paddock/analytics';
import { useConsentChoice, useConsentPreferencesRequest } from '@paddock/analytics/react';
import { Button, useHydrated, useModal } from '@paddock/ui';
import { useCallback, useId } from 'react';
import { consentTexts as texts } from './consent-texts.js';
import styles from './consent-banner.module.css';

/**
 * The consent manager of the site: a banner until the visitor has chosen (accept all, refuse all or
 * customize), and the preferences dialog on demand (`#cookie` anywhere, or an embed's 'manage' button).
 * Rendered once near the top of the page, so keyboard users meet it first; it sits at the bottom.
 *
 * The server renders the banner in every page, and its style shows it only where the head's script
 * marked the page `data-consent="ask"` (`consentStateScript`: no consent cookie), so a first visit sees
 * it with the page's first paint. Once hydrated, the stored choice decides: no choice, the banner
 * (marked `data-live`, shown whatever the mark); a choice, nothing.
 */
export function ConsentManager() {
  const { i18n } = useLingui();
  const { open } = useModal();
  // False until hydrated: until then the banner is the server's, shown or not by the head's mark.
  const inBrowser = useHydrated();
  const choice = useConsentChoice();
  const titleId = useId();
  const openPreferences = useCallback(() => open({ kind: 'consentPreferences' }), [open]);
  useConsentPreferencesRequest(openPreferences);

  if (inBrowser && choice) return null;
  return (
    <section
      className={styles.banner}
      aria-labelledby={titleId}
      data-live={inBrowser ? '' : undefined}
    >
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {i18n._(texts.title)}
        </h2>
        <p className={styles.text}>{i18n._(texts.text)}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => browserConsent().acceptAll()}>
            {i18n._(texts.acceptAll)}
          </Button>
          <Button variant="primary" onClick={() => browserConsent().refuseAll()}>
            {i18n._(texts.refuseAll)}
          </Button>
          <Button variant="simple-light" onClick={openPreferences}>
            {i18n._(texts.customize)}
          </Button>
        </div>
      </div>
      {/* Its last element: the server's banner shows once the browser has read all of it (CSS). */}
      <span className={styles.end} hidden />
    </section>
  );
}
