import { z } from 'zod';
import type { IntelProducerRow } from './intelligence.js';

/**
 * `intel-producers` params beyond the range: the table's search and sort, which the page applies in the
 * browser and the CSV export (`GET /report/intel-producers/export`) applies on the server, both through
 * `arrangeProducers`, so the file holds the rows the table shows in its order.
 */
export const intelProducersExtra = {
  sort: z.string().max(200, 'At most 200 characters').optional(),
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
};

/** The producer columns a table or an export sorts on (the columns the page shows). */
export const INTEL_PRODUCER_SORTS = [
  'producer_name',
  'beats',
  'plays',
  'plays_counted',
  'completion',
  'favorites',
  'downloads',
  'adds_to_cart',
  'sales',
  'revenue',
  'conversion',
] as const;

/** The rows whose name holds `search`, sorted by the first key of `sort` (`a,-b`); unknown keys leave the order. */
export function arrangeProducers(rows: readonly IntelProducerRow[], search = '', sort = '') {
  const q = search.trim().toLowerCase();
  const found = q ? rows.filter((r) => r.producer_name.toLowerCase().includes(q)) : [...rows];
  const first = sort
    .split(',')
    .map((s) => s.trim())
    .find(Boolean);
  const id = first?.replace(/^-/, '');
  if (id && (INTEL_PRODUCER_SORTS as readonly string[]).includes(id)) {
    const k = id as keyof IntelProducerRow;
    const sign = first!.startsWith('-') ? -1 : 1;
    found.sort((a, b) => {
      const x = a[k] ?? -1;
      const y = b[k] ?? -1;
      return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : Number(x) - Number(y));
    });
  }
  return found;
}
