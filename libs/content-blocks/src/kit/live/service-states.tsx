import { useLingui } from '@lingui/react';
import { Button, Icon } from '@paddock/ui';
import styles from './service-states.module.css';

const texts = {
  retry: /*i18n*/ { id: 'blocks.live.retry', message: 'Try again' },
};

/**
 * What a block says when its live data could not be loaded: the page stays, and the visitor can ask
 * again. `compact` when data is still shown (a refresh failed).
 */
export function LoadFailed({
  message,
  onRetry,
  compact = false,
}: {
  message: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <div className={compact ? `${styles.failed} ${styles.compact}` : styles.failed} role="status">
      <Icon name="info" size={compact ? 18 : 24} />
      <p className={styles.message}>{message}</p>
      <Button variant="light" size="small" onClick={onRetry}>
        {i18n._(texts.retry)}
      </Button>
    </div>
  );
}

/** Said to screen readers while a block's data loads (the skeleton is hidden from them). */
export function LoadingNote({ label }: { label: string }) {
  return (
    <p role="status" className="pdk-visually-hidden">
      {label}
    </p>
  );
}

/** A block with nothing to show: its data came, empty. */
export function NothingToShow({ message }: { message: string }) {
  return <p className={styles.empty}>{message}</p>;
}

/** A placeholder line of the loading state, `width` of its box. */
export function Bone({ width = '100%' }: { width?: string }) {
  return <span className={styles.bone} style={{ width }} />;
}
