import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { ChoiceFilter } from '../choice-filter.js';

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

/** The words of a filter by category: its legend, the choice of every category, the count shown. */
export interface CategoryFilterTexts {
  filter: MessageDescriptor;
  all: MessageDescriptor;
  /** A plural of `count`. */
  count: MessageDescriptor;
}

/**
 * A list filtered by its items' categories: the chosen category (`'all'` for every one), the items
 * shown, and the filter's header, as pills, when there are two categories or more (else `null`).
 */
export function useCategoryFilter<T extends { category?: string | undefined }>(
  items: readonly T[],
  texts: CategoryFilterTexts,
  classes: FilterHeaderProps['classes'],
) {
  const { i18n } = useLingui();
  const [category, setCategory] = useState('all');
  const categories = [...new Set(items.flatMap((item) => (item.category ? [item.category] : [])))];
  const shown = items.filter((item) => category === 'all' || item.category === category);
  const header =
    categories.length > 1 ? (
      <FilterHeader classes={classes} count={i18n._(texts.count.id, { count: shown.length })}>
        <ChoiceFilter
          legend={i18n._(texts.filter)}
          choices={categoryChoices(i18n._(texts.all), categories)}
          value={category}
          onChange={setCategory}
        />
      </FilterHeader>
    ) : null;
  return { category, shown, header };
}
