import { useLingui } from '@lingui/react';
import { activeLocale, localizedPath } from '@paddock/i18n';
import { buttonClassName, Icon } from '@paddock/ui';
import styles from './not-found.module.css';

const texts = {
  pageTitle: /*i18n*/ { id: 'notFound.pageTitle', message: '{code} Error - {message}' },
  message: /*i18n*/ { id: 'notFound.message', message: 'Page not found' },
  title: /*i18n*/ { id: 'notFound.title', message: 'Off-track' },
  backToStands: /*i18n*/ { id: 'notFound.backToStands', message: 'Back to stands' },
};

export interface NotFoundProps {
  /** Origin of the main site ('' for this one); the way back leads to its root. */
  mainSiteUrl?: string;
  code?: number;
}

/**
 * The view for unknown routes and render errors (SPEC §2): 'Sortie de piste' / 'Off-track', a large
 * 404 and the way back to the main site's home in the current locale. It sets the document title.
 * It is content, not a landmark: the caller puts it in the page's `<main>` (the site's frame when the
 * content service answers, a bare `<main>` otherwise).
 */
export function NotFound({ mainSiteUrl = '', code = 404 }: NotFoundProps) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const home = `${mainSiteUrl.replace(/\/+$/, '')}${localizedPath(locale)}`;
  return (
    <div className={styles.notFound}>
      <title>{i18n._(texts.pageTitle.id, { code, message: i18n._(texts.message) })}</title>
      <h1 className={styles.title}>{i18n._(texts.title)}</h1>
      <p className={styles.code}>{code}</p>
      <a className={buttonClassName({ variant: 'primary' })} href={home}>
        <Icon name="arrow-left" size={20} />
        {i18n._(texts.backToStands)}
      </a>
    </div>
  );
}
