import { useLingui } from '@lingui/react';
import { locales, type Locale, type LocalizedPaths } from '@paddock/i18n';
import styles from './locale-switcher.module.css';

const texts = {
  label: /*i18n*/ { id: 'localeSwitcher.label', message: 'Language' },
};

/** Each locale named in its own language, as a visitor looks for it. */
const autonyms: Record<Locale, string> = { fr: 'Français', en: 'English' };

export interface LocaleSwitcherProps {
  /** The current page in every locale. */
  alternates: LocalizedPaths;
  /**
   * Whether it is a navigation landmark of its own (the header's). The menu panel's copy is a plain
   * group, so a page never has two landmarks of the same name.
   */
  landmark?: boolean;
}

/**
 * Links to the current page in every locale. They load a whole new document: the server renders the
 * other locale's content, language attribute and meta tags.
 */
export function LocaleSwitcher({ alternates, landmark = true }: LocaleSwitcherProps) {
  const { i18n } = useLingui();
  const Frame = landmark ? 'nav' : 'div';
  return (
    <Frame aria-label={i18n._(texts.label)} role={landmark ? undefined : 'group'}>
      <ul className={styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              className={styles.link}
              href={alternates[locale]}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === i18n.locale ? 'true' : undefined}
              // The visible code starts the name, so voice control users can say what they see.
              aria-label={`${locale.toUpperCase()} – ${autonyms[locale]}`}
            >
              {locale.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
