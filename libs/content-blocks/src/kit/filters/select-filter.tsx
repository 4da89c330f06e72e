export interface SelectFilterProps {
  id: string;
  label: string;
  /** The first option, which shows everything (its value is `all`). */
  allLabel: string;
  options: readonly (string | number)[];
  value: string;
  onChange: (value: string) => void;
  /** The block's own classes: the field's box and the select. */
  classes: { field?: string | undefined; select?: string | undefined };
}

/** A labelled select that narrows a list to one value (a season, a year, a championship) or all. */
export function SelectFilter({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
  classes,
}: SelectFilterProps) {
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={classes.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="all">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
