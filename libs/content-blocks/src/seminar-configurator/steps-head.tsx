import { useLingui } from '@lingui/react';
import type { Ref } from 'react';
import type { StepId } from './seminar-request.js';
import styles from './seminar-configurator.module.css';
import { texts } from './seminar-texts.js';

/**
 * Where the visitor stands: the list of steps (the current one marked, those behind said done), then
 * the current step's heading, which takes the focus when the step changes.
 */
export function StepsHead({
  steps,
  stepIndex,
  headingRef,
}: {
  steps: readonly StepId[];
  stepIndex: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { i18n } = useLingui();
  const titles: Record<StepId, string> = {
    group: i18n._(texts.group),
    space: i18n._(texts.space),
    options: i18n._(texts.options),
    contact: i18n._(texts.contact),
  };
  return (
    <>
      <ol className={styles.steps} aria-label={i18n._(texts.steps)}>
        {steps.map((each, index) => (
          <li
            key={each}
            className={styles.step}
            aria-current={index === stepIndex ? 'step' : undefined}
            data-done={index < stepIndex || undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepName}>{titles[each]}</span>
            {index < stepIndex ? (
              <span className="pdk-visually-hidden"> {i18n._(texts.done)}</span>
            ) : null}
          </li>
        ))}
      </ol>

      <h3 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <span className={styles.stepOf}>
          {i18n._(texts.stepOf.id, { n: stepIndex + 1, count: steps.length })}
        </span>{' '}
        {titles[steps[stepIndex] ?? 'group']}
      </h3>
    </>
  );
}
