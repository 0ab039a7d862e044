import type { OrderItemRow } from './order-rows.repository.js';

/** The beats a set of lines sold exclusively: a sale undone puts exactly these back on sale. */
export const exclusiveBeats = (items: OrderItemRow[]) =>
  items.filter((i) => i.terms.type === 'exclusive').map((i) => i.beatId);
