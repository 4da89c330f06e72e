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
  /**
   * The block's own classes for a part (`choice`: each pill, with its checked look), in place of the
   * filter's: the shop's pills are filled with the block's accent, for instance.
   */
  classes?: Partial<typeof styles>;
}

/**
 * A filter of one choice among a few, as pills: radios under the hood (arrow keys move between them,
 * screen readers say which is checked), shared by the sport blocks (event-list, drivers, sea-projects)
 * and the shop's lists (tickets-grid-with-filters, legacy-hospitality-list, in their own pills).
 */
export function ChoiceFilter({ legend, choices, value, onChange, classes }: ChoiceFilterProps) {
  const name = useId();
  const own = { ...styles, ...classes };
  return (
    <fieldset className={own.filter}>
      <legend className={own.legend}>{legend}</legend>
      <div className={own.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={own.choice}>
            <input
              type="radio"
              className={own.radio}
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
