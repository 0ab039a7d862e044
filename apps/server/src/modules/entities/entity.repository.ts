import { pageWindow } from './paging.js';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RecordsQuery } from '@beatmarket/shared';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { after, orderTerms, passWhere, type Pass, type Walk } from './entity.keyset.js';
import type { AnyEntity, BaseRow } from './entity.types.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a generic list shows, as conditions: `scope` (visibility and archive: what `total` counts) and
 * `matching` (scope plus search and filters: the rows listed). `visible` narrows the rows to those the
 * viewer may see at all (the entity's parent rule).
 */
export function conditions(def: AnyEntity, q: RecordsQuery, visible?: SQL) {
  const scope: SQL[] = visible ? [visible] : [];
  if (def.deletedAtColumn) scope.push(q.archived ? isNotNull(def.deletedAtColumn) : isNull(def.deletedAtColumn));
  const matching: SQL[] = [...scope];
  if (q.search && q.search.trim()) {
    const like = `%${escapeLike(q.search.trim())}%`;
    const searchable = Object.values(def.fields).filter((f) => f.searchable);
    const anyField = or(...searchable.map((f) => ilike(sql`${f.column}::text`, like)));
    if (anyField) matching.push(anyField);
  }
  for (const [field, value] of Object.entries(q.filter ?? {})) {
    const column = def.fields[field]!.column;
    matching.push(Array.isArray(value) ? inArray(column, value) : value === null ? isNull(column) : eq(column, value));
  }
  return { scope, matching };
}

/** Generic data access for every entity on the mechanism; the definition says which columns mean what. */
export function createEntityRepository(db: Db) {
  return {
    /** One transaction; `tx` is the same repository on it, for the per-row savepoints of a bulk call. */
    transaction: <T>(run: (tx: Db) => Promise<T>) => db.transaction((tx) => run(tx)),

    /** The next batch of an export: the ids after `lastId` in the walk's order (see entity.keyset). */
    async batchIds(walk: Walk, where: SQL | undefined, pass: Pass, lastId: number | string | null, limit: number) {
      const rows = await db
        .select({ id: walk.idColumn })
        .from(walk.table)
        .where(and(where, passWhere(walk, pass), lastId === null ? undefined : after(walk, pass, lastId)))
        .orderBy(...orderTerms(walk))
        .limit(limit);
      return rows.map((r) => r.id as number | string);
    },

    /** How many rows match, counting no further than `limit` (an export's cap). */
    async countUpTo(table: PgTable, where: SQL | undefined, limit: number): Promise<number> {
      const capped = db
        .select({ one: sql`1` })
        .from(table)
        .where(where)
        .limit(limit)
        .as('capped');
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(capped);
      return Number(row?.n ?? 0);
    },

    /** The values of a one-column query, in its order (an export's partitions). */
    async values(query: SQL): Promise<unknown[]> {
      const result = (await db.execute(query)) as { rows: Record<string, unknown>[] };
      return result.rows.map((row) => Object.values(row)[0]);
    },

    byIds: (def: AnyEntity, ids: (number | string)[]) =>
      db
        .select()
        .from(def.table)
        .where(inArray(def.idColumn, ids))
        .then((rows) => rows as BaseRow[]),

    /** The ids of the rows related to one row (`relation_ids`), at most `limit` of them. */
    async relatedIds(relation: { id: AnyPgColumn; where: SQL }, limit: number) {
      const rows = await db
        .select({ id: relation.id })
        .from(relation.id.table as PgTable)
        .where(relation.where)
        .orderBy(asc(relation.id))
        .limit(limit);
      return rows.map((r) => r.id as number | string);
    },

    /** `visible` narrows the rows to those the viewer may see at all (the entity's parent rule). */
    async list(def: AnyEntity, q: RecordsQuery, visible?: SQL) {
      const { scope, matching } = conditions(def, q, visible);
      const order = (q.sort?.length ? q.sort : def.defaultSort).map((s) =>
        s.direction === 'desc' ? desc(def.fields[s.field]!.column) : asc(def.fields[s.field]!.column),
      );
      const { limit, offset } = pageWindow(q);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(def.table)
          .where(and(...matching))
          .orderBy(...order, asc(def.idColumn))
          .limit(limit)
          .offset(offset)
          .then((rows) => rows as BaseRow[]),
        db
          .select({
            total: sql<number>`count(*)::int`,
            found: sql<number>`(count(*) filter (where ${and(...matching) ?? sql`true`}))::int`,
          })
          .from(def.table)
          .where(and(...scope)),
      ]);
      return { rows, total: Number(totals?.total ?? 0), found: Number(totals?.found ?? 0) };
    },

    async find(def: AnyEntity, id: number | string, visible?: SQL): Promise<BaseRow | null> {
      const [row] = (await db
        .select()
        .from(def.table)
        .where(and(eq(def.idColumn, id), visible))
        .limit(1)) as BaseRow[];
      return row ?? null;
    },

    async update(def: AnyEntity, id: number | string, values: Record<string, unknown>): Promise<BaseRow> {
      const [row] = (await db.update(def.table).set(values).where(eq(def.idColumn, id)).returning()) as BaseRow[];
      return row!;
    },

    /** Soft-deletes (recording who did, where the table keeps it) or restores a row. */
    async setDeleted(def: AnyEntity, id: number | string, deletedBy: number | null | false): Promise<BaseRow> {
      const column = def.deletedAtColumn!;
      const key = Object.entries(def.table).find(([, c]) => c === column)?.[0] ?? 'deletedAt';
      const deleted = deletedBy !== false;
      const values: Record<string, unknown> = { [key]: deleted ? new Date() : null };
      if ('deletedBy' in def.table) values.deletedBy = deleted ? deletedBy : null;
      const [row] = (await db.update(def.table).set(values).where(eq(def.idColumn, id)).returning()) as BaseRow[];
      return row!;
    },

    async remove(def: AnyEntity, id: number | string): Promise<void> {
      await db.delete(def.table).where(eq(def.idColumn, id));
    },
  };
}
export type EntityRepository = ReturnType<typeof createEntityRepository>;
