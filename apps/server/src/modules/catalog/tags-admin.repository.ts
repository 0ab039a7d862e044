import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { tagSlug, type TagEdit } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import { beatTags, tags } from '../../db/schema/index.js';
import { refreshBeatSearch } from './beat-editing.repository.js';

export type TagRow = typeof tags.$inferSelect;

/** Beats carrying the tag, as a condition on the `b` of refreshBeatSearch. */
const carrying = (tagId: number) => sql`b.id in (select beat_id from beat_tags where tag_id = ${tagId})`;

/**
 * The administrators' tag list (decision 0084): rename, merge, delete. Each change and the search columns
 * of every beat it touches (tag slugs for #tag, the words of the search vector and the spelling lexicon,
 * which a trigger keeps) land in one transaction; `changed` tells every process's tag names once it commits.
 */
export function createTagsAdminRepository(db: Db, changed: () => Promise<void>) {
  const done = async <T>(result: T) => {
    await changed();
    return result;
  };
  return {
    async beatCounts(ids: number[]): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ tagId: beatTags.tagId, n: count() })
        .from(beatTags)
        .where(inArray(beatTags.tagId, ids))
        .groupBy(beatTags.tagId);
      return new Map(rows.map((r) => [r.tagId, r.n]));
    },

    async rename(row: TagRow, edit: Partial<TagEdit>): Promise<TagRow> {
      const name = edit.name ?? row.name;
      const slug = tagSlug(name);
      const saved = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ name: tags.name })
          .from(tags)
          .where(and(eq(tags.slug, slug), ne(tags.id, row.id)));
        if (taken)
          throw new AppError('conflict', {
            topicId: 'name',
            message: `“${taken.name}” is already a tag: merge into it instead.`,
          });
        const [updated] = await tx
          .update(tags)
          .set({ name, slug, group: edit.group ?? row.group })
          .where(eq(tags.id, row.id))
          .returning();
        await refreshBeatSearch(tx, carrying(row.id));
        return updated!;
      });
      return done(saved);
    },

    /** Every beat of `from` carries `into` instead (once), and `from` is deleted. */
    async merge(from: TagRow, intoId: number): Promise<TagRow> {
      const into = await db.transaction(async (tx) => {
        const [target] = await tx.select().from(tags).where(eq(tags.id, intoId)).for('update');
        if (!target) throw new AppError('record_not_found', { topicId: 'into_id', message: 'No such tag' });
        if (target.id === from.id)
          throw new AppError('validation_failed', { topicId: 'into_id', message: 'Choose another tag' });
        await tx.execute(sql`
          insert into beat_tags (beat_id, tag_id)
          select beat_id, ${target.id} from beat_tags where tag_id = ${from.id}
          on conflict do nothing`);
        await refreshBeatSearch(tx, carrying(from.id), from.id);
        await tx.delete(tags).where(eq(tags.id, from.id));
        return target;
      });
      return done(into);
    },

    /** The tag leaves every beat, then is gone. */
    async remove(row: TagRow): Promise<void> {
      await db.transaction(async (tx) => {
        await refreshBeatSearch(tx, carrying(row.id), row.id);
        await tx.delete(tags).where(eq(tags.id, row.id));
      });
      done(undefined);
    },
  };
}
export type TagsAdminRepository = ReturnType<typeof createTagsAdminRepository>;
