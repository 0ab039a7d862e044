import { and, count, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { beatCopyMatches, beatFingerprintKeys, beatFingerprints, beats, users } from '../../db/schema/index.js';

export type CopyState = 'held' | 'warning' | 'cleared' | 'rejected';

const intArray = (values: number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;

const producerName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** Fingerprints, their lookup keys and the matches they found (decision 0105). */
export function createCopiesRepository(db: Db) {
  const copy = alias(beats, 'copy');
  const original = alias(beats, 'original');
  const copyProducer = alias(users, 'copy_producer');
  const originalProducer = alias(users, 'original_producer');

  /** A match with both beats' titles, producers and previews: what the queue and the editor show. */
  const matchView = () =>
    db
      .select({
        beatId: beatCopyMatches.beatId,
        state: beatCopyMatches.state,
        bitErrorRate: beatCopyMatches.bitErrorRate,
        offsetSeconds: beatCopyMatches.offsetSeconds,
        createdAt: beatCopyMatches.createdAt,
        decidedAt: beatCopyMatches.decidedAt,
        slug: copy.slug,
        title: copy.title,
        producerName: producerName(copyProducer),
        demoUrl: copy.demoUrl,
        originalId: beatCopyMatches.originalId,
        originalSlug: original.slug,
        originalTitle: original.title,
        originalProducerName: producerName(originalProducer),
        originalDemoUrl: original.demoUrl,
      })
      .from(beatCopyMatches)
      .innerJoin(copy, eq(copy.id, beatCopyMatches.beatId))
      .innerJoin(copyProducer, eq(copyProducer.id, copy.producerId))
      .innerJoin(original, eq(original.id, beatCopyMatches.originalId))
      .innerJoin(originalProducer, eq(originalProducer.id, original.producerId));

  return {
    /** Replaces the beat's fingerprint and keys (a new master replaces the old audio), and forgets its old verdict. */
    save: (beatId: number, fingerprint: Int32Array, keys: number[]) =>
      db.transaction(async (tx) => {
        const values = { beatId, fingerprint: [...fingerprint], createdAt: new Date() };
        await tx
          .insert(beatFingerprints)
          .values(values)
          .onConflictDoUpdate({ target: beatFingerprints.beatId, set: values });
        await tx.delete(beatFingerprintKeys).where(eq(beatFingerprintKeys.beatId, beatId));
        if (keys.length) await tx.insert(beatFingerprintKeys).values(keys.map((key) => ({ key, beatId })));
        await tx.delete(beatCopyMatches).where(eq(beatCopyMatches.beatId, beatId));
      }),

    /** Beats sharing the most keys with the upload (not itself, not deleted), best first. */
    async candidates(keys: number[], beatId: number, min: number, limit = 10) {
      if (!keys.length) return [];
      const result = await db.execute(sql`
        select k.beat_id, count(*)::int as shared
        from ${beatFingerprintKeys} k
        join ${beats} b on b.id = k.beat_id and b.deleted_at is null
        where k.key = any(${intArray(keys)}) and k.beat_id <> ${beatId}
        group by k.beat_id having count(*) >= ${min}
        order by shared desc, k.beat_id limit ${limit}`);
      return rowsOf<{ beat_id: number; shared: number }>(result).map((r) => ({
        beatId: Number(r.beat_id),
        shared: Number(r.shared),
      }));
    },

    /** The stored fingerprints and owners of the candidates, oldest beat first (the original is the earlier). */
    fingerprints: (ids: number[]) =>
      db
        .select({
          beatId: beatFingerprints.beatId,
          fingerprint: beatFingerprints.fingerprint,
          producerId: beats.producerId,
        })
        .from(beatFingerprints)
        .innerJoin(beats, eq(beats.id, beatFingerprints.beatId))
        .where(sql`${beatFingerprints.beatId} = any(${intArray(ids)})`)
        .orderBy(beats.id),

    owners: async (beatId: number) =>
      (
        await db
          .select({ producer_id: beats.producerId, coproducer_id: beats.coproducerId })
          .from(beats)
          .where(eq(beats.id, beatId))
      )[0] ?? null,

    /** A held upload leaves the catalog (a new master on a published beat) until it is cleared. */
    withdraw: (beatId: number) =>
      db.update(beats).set({ publishedAt: null, updatedAt: new Date() }).where(eq(beats.id, beatId)),

    record: (m: {
      beatId: number;
      originalId: number;
      state: CopyState;
      bitErrorRate: number;
      offsetSeconds: number;
    }) => db.insert(beatCopyMatches).values(m).onConflictDoUpdate({ target: beatCopyMatches.beatId, set: m }),

    /** The administrators' queue: held uploads, oldest first. */
    held: (limit: number) =>
      matchView().where(eq(beatCopyMatches.state, 'held')).orderBy(beatCopyMatches.createdAt).limit(limit),

    /** The back office's badge on Copy Reviews. */
    async heldCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(beatCopyMatches).where(eq(beatCopyMatches.state, 'held'));
      return row?.n ?? 0;
    },

    match: async (beatId: number) => (await matchView().where(eq(beatCopyMatches.beatId, beatId)))[0] ?? null,

    /** An administrator's verdict on a held upload; false when it was not held (decided already). */
    async decide(beatId: number, state: 'cleared' | 'rejected', adminId: number): Promise<boolean> {
      const done = await db
        .update(beatCopyMatches)
        .set({ state, decidedBy: adminId, decidedAt: new Date() })
        .where(and(eq(beatCopyMatches.beatId, beatId), eq(beatCopyMatches.state, 'held')))
        .returning({ beatId: beatCopyMatches.beatId });
      return done.length > 0;
    },
  };
}
export type CopiesRepository = ReturnType<typeof createCopiesRepository>;
