import styles from './loading-status.module.css';

/** A spinner and what is loading, announced politely (`role="status"`). */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}
