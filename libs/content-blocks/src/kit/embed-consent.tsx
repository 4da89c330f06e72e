import { useLingui } from '@lingui/react';
import { browserConsent } from '@paddock/analytics';
import { useConsent } from '@paddock/analytics/react';
import { buttonClassName } from '@paddock/ui';
import { useEffect, useRef, useState } from 'react';
import styles from './embed-consent.module.css';

const texts = {
  title: /*i18n*/ { id: 'blocks.embed.consent.title', message: 'Content from {provider}' },
  text: /*i18n*/ {
    id: 'blocks.embed.consent.text',
    message:
      '{provider} may set cookies and measure what you watch. To show it here, allow marketing and embedded content.',
  },
  allow: /*i18n*/ { id: 'blocks.embed.consent.allow', message: 'Allow and show' },
  manage: /*i18n*/ { id: 'blocks.embed.consent.manage', message: 'Manage my cookies' },
};

/**
 * A third-party embed's consent (marketing and embedded content): `show` once the visitor asked for the
 * embed and allows the category; `asking` while the visitor asked but has not allowed it yet.
 */
export function useEmbedConsent() {
  const allowed = useConsent('marketing');
  const [requested, setRequested] = useState(false);
  return {
    show: requested && allowed,
    asking: requested && !allowed,
    request: () => setRequested(true),
  };
}

/**
 * Said in place of an embed the visitor asked for before allowing its cookies: who it comes from, a
 * button that allows them (and shows it) and one to the consent preferences. It takes the focus, as it
 * replaces the button the visitor pressed.
 */
export function EmbedConsentPrompt({ provider }: { provider: string }) {
  const { i18n } = useLingui();
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={styles.prompt}>
      <p ref={title} tabIndex={-1} className={styles.title}>
        {i18n._(texts.title.id, { provider })}
      </p>
      <p className={styles.text}>{i18n._(texts.text.id, { provider })}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName({ variant: 'primary' })}
          onClick={() => browserConsent().allow('marketing')}
        >
          {i18n._(texts.allow)}
        </button>
        <button
          type="button"
          className={`${buttonClassName({ variant: 'simple-light' })} ${styles.manage}`}
          onClick={() => browserConsent().openPreferences()}
        >
          {i18n._(texts.manage)}
        </button>
      </div>
    </div>
  );
}
