import { arrayMove } from '@dnd-kit/sortable';
import { parseSort, type SortDir, type SortKey } from './sort';

export const COLUMNS_LIST = 'list:columns';
export const CRITERIA_LIST = 'list:criteria';
export type ListId = typeof COLUMNS_LIST | typeof CRITERIA_LIST;

/** What the Sort Rows dialog edits: the fields left out, the criteria in order, each one's direction. */
export interface SortRowsState {
  columns: string[];
  criteria: string[];
  dirs: Record<string, SortDir>;
}

/** From the current `sort`: its keys (only the sortable ones) as criteria, every other field as a column. */
export function initialState(fields: string[], sort: string): SortRowsState {
  const keys = parseSort(sort).filter((k) => fields.includes(k.id));
  const criteria = keys.map((k) => k.id);
  return {
    columns: fields.filter((f) => !criteria.includes(f)),
    criteria,
    dirs: Object.fromEntries(keys.map((k) => [k.id, k.dir])),
  };
}

export const toSortKeys = (s: SortRowsState): SortKey[] => s.criteria.map((id) => ({ id, dir: s.dirs[id] ?? 'asc' }));

const key = (list: ListId) => (list === COLUMNS_LIST ? 'columns' : 'criteria');

export function listOf(s: SortRowsState, id: string): ListId | null {
  if (id === COLUMNS_LIST || id === CRITERIA_LIST) return id;
  if (s.columns.includes(id)) return COLUMNS_LIST;
  if (s.criteria.includes(id)) return CRITERIA_LIST;
  return null;
}

/** Moves a field into a list at an index (the end when none), from wherever it is. */
export function moveTo(s: SortRowsState, id: string, to: ListId, index?: number): SortRowsState {
  const from = listOf(s, id);
  if (!from) return s;
  if (from === to) {
    const list = s[key(to)];
    const at = Math.max(0, Math.min(index ?? list.length - 1, list.length - 1));
    return { ...s, [key(to)]: arrayMove(list, list.indexOf(id), at) };
  }
  const source = s[key(from)].filter((f) => f !== id);
  const target = [...s[key(to)]];
  target.splice(index ?? target.length, 0, id);
  return { ...s, [key(from)]: source, [key(to)]: target };
}

/** A drag over another field or list: the field goes where the pointer (or the keyboard) is. */
export function dragOver(s: SortRowsState, active: string, over: string): SortRowsState {
  const from = listOf(s, active);
  const to = listOf(s, over);
  if (!from || !to || active === over) return s;
  const target = s[key(to)];
  const index = over === to ? target.length : target.indexOf(over);
  // Within one list only the drop reorders, so the list does not jump under the pointer on every move.
  return from === to ? s : moveTo(s, active, to, index);
}

export function dragEnd(s: SortRowsState, active: string, over: string | null): SortRowsState {
  if (!over) return s;
  const from = listOf(s, active);
  const to = listOf(s, over);
  if (!from || !to) return s;
  if (from !== to) return dragOver(s, active, over);
  const list = s[key(to)];
  return over === to ? moveTo(s, active, to) : moveTo(s, active, to, list.indexOf(over));
}
