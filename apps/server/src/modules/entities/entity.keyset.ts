import { and, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortKey } from './entity.types.js';

/**
 * Keyset walk of a sorted list (decision 0027): each batch starts after the last row of the previous
 * one, so batch n costs what batch 1 costs (OFFSET re-reads every earlier row). The last row's keys are
 * read back from the table by its id (`anchor`), never carried through JavaScript: timestamps keep
 * their microseconds and ranks their float4 bits, so a comparison never skips or repeats a row.
 *
 * A nullable first key is walked in two passes, its values then its empty places (in the order the
 * list puts them), so each pass is one index range (`k >= a` or `k is null`) instead of an OR.
 */
export type Pass = 'values' | 'nulls';

export interface Walk {
  table: PgTable;
  idColumn: AnyPgColumn;
  keys: SortKey[];
  tie: 'asc' | 'desc';
  tieNulls?: 'first' | 'last';
}

/** The passes over the first key, in list order. */
export function passes(walk: Walk): Pass[] {
  const first = walk.keys[0];
  if (!first || first.notNull) return ['values'];
  return first.nulls === 'first' ? ['nulls', 'values'] : ['values', 'nulls'];
}

const nulls = (k: SortKey) => (k.nulls === 'first' ? sql`nulls first` : sql`nulls last`);
const dir = (d: 'asc' | 'desc') => (d === 'desc' ? sql`desc` : sql`asc`);

/**
 * Written as the lists write them, so the same indexes serve: a never-empty key without a nulls
 * clause (`desc nulls last` matches neither direction of a plain index), the id tie with the
 * placement the entity's indexes store, if it names one.
 */
export function orderTerms(walk: Walk): SQL[] {
  const tie = walk.tieNulls ? sql` nulls ${sql.raw(walk.tieNulls)}` : sql``;
  return [
    ...walk.keys.map((k) =>
      k.notNull ? sql`${k.value} ${dir(k.direction)}` : sql`${k.value} ${dir(k.direction)} ${nulls(k)}`,
    ),
    sql`${walk.idColumn} ${dir(walk.tie)}${tie}`,
  ];
}

/** Rows of this pass only: the first key's values, or its empty places. */
export function passWhere(walk: Walk, pass: Pass): SQL | undefined {
  const first = walk.keys[0];
  if (!first || first.notNull) return undefined;
  return pass === 'nulls' ? isNull(first.value) : isNotNull(first.value);
}

/** Rows strictly after the row `lastId` in list order, within the pass that row belongs to. */
export function after(walk: Walk, pass: Pass, lastId: number | string): SQL {
  const anchor = (value: SQL | AnyPgColumn) =>
    sql`(select ${value} from ${walk.table} where ${walk.idColumn} = ${lastId})`;
  const beyond = (d: 'asc' | 'desc', a: SQL | AnyPgColumn, b: SQL) =>
    d === 'desc' ? sql`${a} < ${b}` : sql`${a} > ${b}`;
  // Null-safe "strictly after" and "same place" for a key past the first.
  const laterKey = (k: SortKey): SQL => {
    const a = anchor(k.value);
    if (k.notNull) return beyond(k.direction, k.value, a);
    return k.nulls === 'last'
      ? sql`(${a} is not null and (${beyond(k.direction, k.value, a)} or ${k.value} is null))`
      : sql`((${a} is null and ${k.value} is not null) or ${beyond(k.direction, k.value, a)})`;
  };
  const same = (k: SortKey) => sql`${k.value} is not distinct from ${anchor(k.value)}`;
  const tie = beyond(walk.tie, walk.idColumn, sql`${lastId}`);

  const [first, ...rest] = walk.keys;
  // Within the empty places of the first key only the later keys order the rows.
  const keys = pass === 'nulls' ? rest : walk.keys;
  const terms: SQL[] = [];
  keys.forEach((k, i) => {
    const step = k === first ? beyond(k.direction, k.value, anchor(k.value)) : laterKey(k);
    terms.push(and(...keys.slice(0, i).map(same), step)!);
  });
  terms.push(and(...keys.map(same), tie)!);
  const chain = or(...terms)!;
  if (!first || pass === 'nulls') return chain;
  // The bound that makes the pass one index range; the chain then drops the ties already sent.
  const a = anchor(first.value);
  const bound = first.direction === 'desc' ? sql`${first.value} <= ${a}` : sql`${first.value} >= ${a}`;
  return and(bound, chain)!;
}
