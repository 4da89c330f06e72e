import { useLingui } from '@lingui/react';
import { activeLocale, localizedPath, type LocalizedPaths } from '@paddock/i18n';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher.js';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  /** The site's title, e.g. '24 Heures du Mans'; it links to the home page. */
  siteTitle: string;
  /** The current page in every locale, for the locale switcher. */
  alternates: LocalizedPaths;
}

/** The strip at the top of every page: the site title linking home and the locale switcher. */
export function SiteHeader({ siteTitle, alternates }: SiteHeaderProps) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return (
    <header className={styles.header}>
      <a className={styles.title} href={localizedPath(locale)}>
        {siteTitle}
      </a>
      <LocaleSwitcher alternates={alternates} />
    </header>
  );
}
