import { useLingui } from '@lingui/react';
import styles from './spinner.module.css';

const labels = {
  loading: /*i18n*/ { id: 'ui.spinner.loading', message: 'Loading…' },
};

export interface SpinnerProps {
  /** What is loading, read by screen readers; 'Chargement…' / 'Loading…' by default. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

/** A busy indicator that announces itself politely to assistive technology. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const { i18n } = useLingui();
  return (
    <span role="status" className={`${styles.spinner} ${styles[size]}`}>
      <span className={styles.wheel} aria-hidden="true" />
      <span className="pdk-visually-hidden">{label ?? i18n._(labels.loading)}</span>
    </span>
  );
}
