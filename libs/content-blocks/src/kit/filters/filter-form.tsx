import type { ReactNode } from 'react';

export interface FilterFormProps {
  /** Names the search landmark (“Find a delegation”). */
  label: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The filters of a list as a search landmark: they apply as they change, so Enter in a field sends
 * nothing.
 */
export function FilterForm({ label, className, children }: FilterFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}
