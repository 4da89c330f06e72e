import type { ExperienceAppPushData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './experience-app-push.module.css';

/** A `experience-app-push` block: its title and its text (its code loads with the first page that has one). */
export function ExperienceAppPush({ data: { title, text } }: BlockProps<ExperienceAppPushData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
