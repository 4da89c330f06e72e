import { useLingui } from '@lingui/react';
import { browserConsent, type OptionalCategory } from '@paddock/analytics';
import { Button, ModalTitle, useModal } from '@paddock/ui';
import { useId, useState, type FormEvent } from 'react';
import { consentTexts as texts } from './consent-texts.js';
import styles from './consent-preferences.module.css';

const categories = [
  { category: 'necessary', name: texts.necessary, text: texts.necessaryText },
  { category: 'audience', name: texts.audience, text: texts.audienceText },
  { category: 'marketing', name: texts.marketing, text: texts.marketingText },
] as const;

/**
 * The consent preferences (the `consentPreferences` modal): a switch per category, necessary always on,
 * the others as the visitor last chose (off before any choice). Saving, accepting all or refusing all
 * records the choice and closes. Loaded lazily by the modal host.
 */
export default function ConsentPreferences() {
  const { i18n } = useLingui();
  const { close } = useModal();
  const formId = useId();
  const [allowed, setAllowed] = useState<Record<OptionalCategory, boolean>>(() => ({
    audience: browserConsent().allows('audience'),
    marketing: browserConsent().allows('marketing'),
  }));
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    browserConsent().decide(allowed);
    close();
  };
  const decideAll = (all: boolean) => {
    if (all) browserConsent().acceptAll();
    else browserConsent().refuseAll();
    close();
  };

  return (
    <>
      <ModalTitle>{i18n._(texts.preferencesTitle)}</ModalTitle>
      <form id={formId} className={styles.form} onSubmit={save}>
        <ul className={styles.list}>
          {categories.map(({ category, name, text }) => {
            const inputId = `${formId}-${category}`;
            return (
              <li key={category} className={styles.category}>
                <input
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  aria-describedby={`${inputId}-text`}
                  checked={category === 'necessary' ? true : allowed[category]}
                  disabled={category === 'necessary'}
                  onChange={(event) => {
                    if (category === 'necessary') return;
                    const on = event.currentTarget.checked;
                    setAllowed((current) => ({ ...current, [category]: on }));
                  }}
                />
                <label htmlFor={inputId} className={styles.name}>
                  {i18n._(name)}
                </label>
                <p id={`${inputId}-text`} className={styles.text}>
                  {i18n._(text)}
                </p>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            {i18n._(texts.save)}
          </Button>
          <Button variant="simple-light" onClick={() => decideAll(true)}>
            {i18n._(texts.acceptAll)}
          </Button>
          <Button variant="simple-light" onClick={() => decideAll(false)}>
            {i18n._(texts.refuseAll)}
          </Button>
        </div>
      </form>
    </>
  );
}
