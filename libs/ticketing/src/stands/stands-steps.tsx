import { useLingui } from '@lingui/react';
import type { StandsStep } from './stands-state.js';
import styles from './stands-modal.module.css';

const texts = {
  steps: /*i18n*/ { id: 'stands.steps', message: 'Steps' },
  stepStands: /*i18n*/ { id: 'stands.step.stands', message: 'Block' },
  stepSeats: /*i18n*/ { id: 'stands.step.seats', message: 'Seats' },
  stepPrices: /*i18n*/ { id: 'stands.step.prices', message: 'Prices' },
};

/** The picker's steps, the current one marked. */
export function StandsSteps({ step }: { step: StandsStep }) {
  const { i18n } = useLingui();
  const names = [texts.stepStands, texts.stepSeats, texts.stepPrices];
  return (
    <ol className={styles.steps} aria-label={i18n._(texts.steps)}>
      {names.map((name, index) => (
        <li
          key={name.id}
          className={styles.step}
          data-state={index === step ? 'current' : index < step ? 'done' : 'next'}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {i18n._(name)}
        </li>
      ))}
    </ol>
  );
}
