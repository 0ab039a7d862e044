import { randomBytes } from 'node:crypto';
import { and, eq, like, or, sql } from 'drizzle-orm';
import { slugify, tagSlug } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { beats, beatTags, tags } from '../../db/schema/index.js';

type NewBeat = Omit<typeof beats.$inferInsert, 'slug' | 'token'>;

/** Writes of the beat editor: new beats, their tags, and the search columns derived from both. */
export function createBeatEditingRepository(db: Db) {
  /** Keeps the denormalised search columns in step with tags and the people's handles. */
  async function refreshSearch(beatId: number): Promise<void> {
    await db.execute(sql`
      update beats b set
        tag_slugs = coalesce((select array_agg(t.slug order by t.slug) from beat_tags bt join tags t on t.id = bt.tag_id where bt.beat_id = b.id), '{}'),
        search_text = concat_ws(' ',
          (select string_agg(t.name, ' ') from beat_tags bt join tags t on t.id = bt.tag_id where bt.beat_id = b.id),
          (select concat_ws(' ', u.nickname, u.producer_identifier, u.first_name, u.last_name) from users u where u.id = b.producer_id),
          (select concat_ws(' ', u.nickname, u.producer_identifier, u.first_name, u.last_name) from users u where u.id = b.coproducer_id))
      where b.id = ${beatId}`);
  }

  return {
    refreshSearch,
    /** A unique slug per family: the title's, then -2, -3… */
    async insert(values: NewBeat): Promise<number> {
      const base = slugify(values.title) || 'beat';
      const taken = new Set(
        (await db.select({ slug: beats.slug }).from(beats).where(and(eq(beats.family, values.family ?? 'beat'), or(eq(beats.slug, base), like(beats.slug, `${base}-%`))))).map((r) => r.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const [row] = await db.insert(beats).values({ ...values, slug, token: randomBytes(12).toString('base64url') }).returning({ id: beats.id });
      return row!.id;
    },

    /** Replaces a beat's tags; unknown tags are created in the group given (known ones keep theirs). */
    async setTags(beatId: number, input: { name: string; group: 'genre' | 'mood' | 'instruments' | 'sounds-like' }[]): Promise<void> {
      const unique = [...new Map(input.filter((t) => tagSlug(t.name)).map((t) => [tagSlug(t.name), t])).values()];
      await db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const t of unique) {
          await tx.insert(tags).values({ name: t.name, slug: tagSlug(t.name), group: t.group }).onConflictDoNothing();
          const [row] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.slug, tagSlug(t.name)));
          ids.push(row!.id);
        }
        await tx.delete(beatTags).where(eq(beatTags.beatId, beatId));
        if (ids.length) await tx.insert(beatTags).values(ids.map((tagId) => ({ beatId, tagId })));
      });
      await refreshSearch(beatId);
    },

    requestPublish: (beatId: number) => db.update(beats).set({ publishRequestedAt: new Date(), updatedAt: new Date() }).where(eq(beats.id, beatId)),
  };
}
export type BeatEditingRepository = ReturnType<typeof createBeatEditingRepository>;
