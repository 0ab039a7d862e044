import { AppError } from '../../core/errors.js';
import type { EntityRepository } from './entity.repository.js';
import type { AnyEntity } from './entity.types.js';

/** A row with more related rows than this answers the first ones (by id); the lists page the rest. */
export const MAX_RELATION_IDS = 1000;

/**
 * `relation_ids=order,coupon` on a read (spec §3/§7): `{ order_ids: […], coupon_ids: […] }` for the
 * relations the entity declares; any other name is a 422 naming it. The caller has already checked
 * that the user may read the row.
 */
export async function relationIds(
  repo: Pick<EntityRepository, 'relatedIds'>,
  def: AnyEntity,
  rowId: number | string,
  names: string[],
): Promise<Record<string, (number | string)[]>> {
  const known = Object.keys(def.relations ?? {});
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length) {
    const message = known.length
      ? `Unknown relation ${unknown.join(', ')}; one of ${known.join(', ')}`
      : `${def.name} has no relations`;
    throw new AppError('validation_failed', { topicId: 'relation_ids', message });
  }
  const unique = [...new Set(names)];
  const lists = await Promise.all(
    unique.map((name) => {
      const relation = def.relations![name]!;
      return repo.relatedIds({ id: relation.id, where: relation.where(rowId) }, MAX_RELATION_IDS);
    }),
  );
  return Object.fromEntries(unique.map((name, i) => [`${name}_ids`, lists[i]!]));
}
