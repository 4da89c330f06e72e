import { useLingui } from '@lingui/react';
import styles from './content-unavailable.module.css';

const texts = {
  title: /*i18n*/ {
    id: 'contentUnavailable.title',
    message: 'This content is not available right now',
  },
  text: /*i18n*/ { id: 'contentUnavailable.text', message: 'Please try again in a few moments.' },
};

/**
 * What a page shows when the content service did not answer: the frame stays, with this message,
 * rather than a blank page or a not-found view (the page may well exist).
 */
export function ContentUnavailable() {
  const { i18n } = useLingui();
  return (
    <section className={styles.unavailable} role="status">
      <h1 className={styles.title}>{i18n._(texts.title)}</h1>
      <p>{i18n._(texts.text)}</p>
    </section>
  );
}
