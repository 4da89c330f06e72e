import { useState } from 'react';

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

/** The order of years and seasons in a select: the latest first. */
export const latestFirst = (a: number, b: number) => b - a;

/**
 * A list narrowed by a select to one value of its items (a season, a year, a championship) or all:
 * whether an item `matches` the value chosen, `reset()` to all, and the `select` over the items' values
 * in `order` — `null` when they have fewer than two.
 */
export function useSelectFilter<T, V extends string | number>(
  items: readonly T[],
  valueOf: (item: T) => V,
  order: (a: V, b: V) => number,
  select: Omit<SelectFilterProps, 'options' | 'value' | 'onChange'>,
) {
  const [value, setValue] = useState('all');
  const options = [...new Set(items.map(valueOf))].sort(order);
  return {
    matches: (item: T) => value === 'all' || String(valueOf(item)) === value,
    reset: () => setValue('all'),
    select:
      options.length > 1 ? (
        <SelectFilter {...select} options={options} value={value} onChange={setValue} />
      ) : null,
  };
}
