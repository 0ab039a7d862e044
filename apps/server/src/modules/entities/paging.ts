import type { RecordsQuery } from '@beatmarket/shared';

/** per_page 0 means "all" (spec §7); one cap keeps one request from reading a whole table. */
export const ALL_ROWS_CAP = 1000;

/** The rows a records query asks for, as a limit and an offset, for every list (generic or an entity's own). */
export function pageWindow(q: Pick<RecordsQuery, 'page' | 'per_page'>): { limit: number; offset: number } {
  if (q.per_page === 0) return { limit: ALL_ROWS_CAP, offset: 0 };
  return { limit: q.per_page, offset: (q.page - 1) * q.per_page };
}
