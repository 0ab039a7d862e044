import { clsx } from 'clsx';

/** The grid's columns at each breakpoint, with the classes that show or hide a card there (literal, for Tailwind). */
const COLUMNS = [
  { columns: 2, show: 'block', hide: 'hidden' },
  { columns: 3, show: 'sm:block', hide: 'sm:hidden' },
  { columns: 4, show: 'lg:block', hide: 'lg:hidden' },
  { columns: 5, show: 'xl:block', hide: 'xl:hidden' },
  { columns: 6, show: '2xl:block', hide: '2xl:hidden' },
] as const;

/**
 * Classes for card `index` of `count` so that every row is full at every width: a lone card on the last
 * row (6 beats in 5 columns) looks like a mistake. A list shorter than one row shows whole.
 */
export function fullRows(index: number, count: number): string {
  return clsx(
    COLUMNS.map(({ columns, show, hide }) =>
      index < (count < columns ? count : count - (count % columns)) ? show : hide,
    ),
  );
}
