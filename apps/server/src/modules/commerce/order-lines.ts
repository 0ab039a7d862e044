import type { OrderItemRow } from './order-rows.repository.js';

/** The beats a set of lines sold (a store item's line has none). */
export const beatsOf = (items: Pick<OrderItemRow, 'beatId'>[]) =>
  items.flatMap((i) => (i.beatId === null ? [] : [i.beatId]));

/** The store items a set of lines sold (decision 0085). */
export const storeItemsOf = (items: Pick<OrderItemRow, 'storeItemId'>[]) =>
  items.flatMap((i) => (i.storeItemId === null ? [] : [i.storeItemId]));

/** The beats a set of lines sold exclusively: a sale undone puts exactly these back on sale. */
export const exclusiveBeats = (items: OrderItemRow[]) => beatsOf(items.filter((i) => i.terms.type === 'exclusive'));

/** The sold lines a set of lines upgrades (decision 0095). */
export const upgradedOf = (items: Pick<OrderItemRow, 'upgradesItemId'>[]) =>
  items.flatMap((i) => (i.upgradesItemId === null ? [] : [i.upgradesItemId]));
