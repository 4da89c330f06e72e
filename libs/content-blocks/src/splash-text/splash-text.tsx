import type { SplashTextData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './splash-text.module.css';

/** A `splash-text` block: its title and its text (its code loads with the first page that has one). */
export function SplashText({ data: { title, text } }: BlockProps<SplashTextData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
