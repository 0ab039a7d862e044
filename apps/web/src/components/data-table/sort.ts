export type SortDir = 'asc' | 'desc';
export interface SortKey {
  id: string;
  dir: SortDir;
}

/** `sort=a,-b` (spec §7) as keys in order; blanks dropped. */
export function parseSort(sort: string): SortKey[] {
  return sort
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.startsWith('-') ? { id: s.slice(1), dir: 'desc' } : { id: s, dir: 'asc' }));
}

export const formatSort = (keys: SortKey[]) => keys.map((k) => (k.dir === 'desc' ? `-${k.id}` : k.id)).join(',');

/**
 * A header click: the column becomes the only key, ascending, or flips when it already leads alone
 * or first (so two clicks on one header always give asc then desc, whatever the Sort Rows dialog set).
 */
export function toggleSort(sort: string, id: string): string {
  const first = parseSort(sort)[0];
  return first?.id === id && first.dir === 'asc' ? `-${id}` : id;
}

/** The direction a column sorts in, when it is one of the keys. */
export const sortDir = (sort: string, id: string): SortDir | null =>
  parseSort(sort).find((k) => k.id === id)?.dir ?? null;
