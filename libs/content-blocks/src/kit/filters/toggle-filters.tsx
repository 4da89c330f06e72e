export interface ToggleFiltersProps<T extends string> {
  /** Names the group (“Filter by class”). */
  label: string;
  /** The first button's text: it shows everything (the value `null`). */
  allLabel: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** The block's own classes: the group's box and each button. */
  classes: { filters?: string | undefined; filter?: string | undefined };
}

/** A row of toggle buttons, “all” first, the one chosen pressed: a filter of one value or none. */
export function ToggleFilters<T extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
  classes,
}: ToggleFiltersProps<T>) {
  return (
    <div role="group" aria-label={label} className={classes.filters}>
      {[null, ...options].map((each) => (
        <button
          key={each ?? ''}
          type="button"
          className={classes.filter}
          aria-pressed={each === value}
          onClick={() => onChange(each)}
        >
          {each ?? allLabel}
        </button>
      ))}
    </div>
  );
}
