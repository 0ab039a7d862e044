import { randomBytes } from 'node:crypto';
import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { slugify, tagSlug } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { beats, beatTags, tags } from '../../db/schema/index.js';
import { refuseHeldCopy } from './held-copy.repository.js';

type NewBeat = Omit<typeof beats.$inferInsert, 'slug' | 'token'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export type TagInput = { name: string; group: 'genre' | 'mood' | 'instruments' | 'sounds-like' };

/**
 * Keeps the denormalised search columns (`tag_slugs`, `search_text`; `filter_keys` and the tsvector follow)
 * in step with tags and the people's handles, for the beats `b` matching `where`. `without` leaves a tag
 * out that this statement's snapshot still links (one about to be deleted or merged away).
 */
export async function refreshBeatSearch(tx: Tx, where: SQL, without: number | null = null): Promise<void> {
  const linked = without === null ? sql`bt.beat_id = b.id` : sql`bt.beat_id = b.id and t.id <> ${without}`;
  await tx.execute(sql`
    update beats b set
      tag_slugs = coalesce((select array_agg(t.slug order by t.slug) from beat_tags bt join tags t on t.id = bt.tag_id where ${linked}), '{}'),
      search_text = concat_ws(' ',
        (select string_agg(t.name, ' ') from beat_tags bt join tags t on t.id = bt.tag_id where ${linked}),
        (select concat_ws(' ', u.nickname, u.producer_identifier, u.first_name, u.last_name) from users u where u.id = b.producer_id),
        (select concat_ws(' ', u.nickname, u.producer_identifier, u.first_name, u.last_name) from users u where u.id = b.coproducer_id))
    where ${where}`);
}

/** Writes of the beat editor: new beats, their tags, and the search columns derived from both. */
export function createBeatEditingRepository(db: Db) {
  const refreshSearch = (beatId: number, tx: Tx = db) => refreshBeatSearch(tx, sql`b.id = ${beatId}`);

  /** Replaces a beat's tags; unknown tags are created in the group given (known ones keep theirs). */
  async function writeTags(tx: Tx, beatId: number, input: TagInput[]): Promise<void> {
    const unique = [...new Map(input.filter((t) => tagSlug(t.name)).map((t) => [tagSlug(t.name), t])).values()];
    const ids: number[] = [];
    for (const t of unique) {
      await tx
        .insert(tags)
        .values({ name: t.name, slug: tagSlug(t.name), group: t.group })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(eq(tags.slug, tagSlug(t.name)));
      ids.push(row!.id);
    }
    await tx.delete(beatTags).where(eq(beatTags.beatId, beatId));
    if (ids.length) await tx.insert(beatTags).values(ids.map((tagId) => ({ beatId, tagId })));
    await refreshSearch(beatId, tx);
  }

  return {
    /**
     * A new beat with its tags and search columns, all or nothing: a failing tag used to leave the
     * beat behind after the error (issue 13). A unique slug per family: the title's, then -2, -3…
     */
    async insert(values: NewBeat, tagInput: TagInput[] = []): Promise<number> {
      const base = slugify(values.title) || 'beat';
      return db.transaction(async (tx) => {
        const taken = new Set(
          (
            await tx
              .select({ slug: beats.slug })
              .from(beats)
              .where(
                and(eq(beats.family, values.family ?? 'beat'), or(eq(beats.slug, base), like(beats.slug, `${base}-%`))),
              )
          ).map((r) => r.slug),
        );
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
        const [row] = await tx
          .insert(beats)
          .values({ ...values, slug, token: randomBytes(12).toString('base64url') })
          .returning({ id: beats.id });
        await writeTags(tx, row!.id, tagInput);
        return row!.id;
      });
    },

    /** A save of the beat editor: the row, then its tags or search columns, in one transaction. */
    async save(beatId: number, columns: Record<string, unknown>, tagInput: TagInput[] | undefined, refresh: boolean) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(beats)
          .set(columns as Partial<typeof beats.$inferInsert>)
          .where(eq(beats.id, beatId))
          .returning();
        if (tagInput) await writeTags(tx, beatId, tagInput);
        else if (refresh) await refreshSearch(beatId, tx);
        return row!;
      });
    },

    /** A held or rejected upload cannot even ask: nothing would come of the request but a mail. */
    requestPublish: (beatId: number) =>
      db.transaction(async (tx) => {
        await refuseHeldCopy(tx, beatId);
        await tx
          .update(beats)
          .set({ publishRequestedAt: new Date(), updatedAt: new Date() })
          .where(eq(beats.id, beatId));
      }),
  };
}
export type BeatEditingRepository = ReturnType<typeof createBeatEditingRepository>;
