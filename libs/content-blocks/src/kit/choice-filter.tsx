import { useId } from 'react';
import styles from './choice-filter.module.css';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceFilterProps {
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * A filter of one choice among a few, as pills: radios under the hood (arrow keys move between them,
 * screen readers say which is checked), shared by the sport blocks (event-list, drivers, sea-projects).
 */
export function ChoiceFilter({ legend, choices, value, onChange }: ChoiceFilterProps) {
  const name = useId();
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
