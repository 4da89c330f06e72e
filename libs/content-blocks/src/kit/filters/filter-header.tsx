import type { ReactNode } from 'react';

export interface FilterHeaderProps {
  /** The filters: a `ChoiceFilter`, `SelectFilter`s. */
  children: ReactNode;
  /** How many items show, said again as it changes. */
  count: string;
  /** The block's own classes: the header's box and the count. */
  classes: { tools?: string | undefined; count?: string | undefined };
}

/** The head of a filtered list: its filters, then the count of what shows, announced as it changes. */
export function FilterHeader({ children, count, classes }: FilterHeaderProps) {
  return (
    <div className={classes.tools}>
      {children}
      <p className={classes.count} role="status">
        {count}
      </p>
    </div>
  );
}

/** The choices of a filter by category: everything first, then each category by its name. */
export function categoryChoices(all: string, categories: readonly string[]) {
  return [{ value: 'all', label: all }, ...categories.map((value) => ({ value, label: value }))];
}
