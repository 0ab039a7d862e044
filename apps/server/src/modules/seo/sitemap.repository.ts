import { and, asc, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, textSnippets, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

const isPublic = and(isNotNull(beats.publishedAt), isNull(beats.deletedAt))!;
/** A beat's last change as a search engine should see it: its publication or its last edit. */
const changed = sql`greatest(${beats.publishedAt}, ${beats.updatedAt})`;

export interface SitemapEntry {
  id: number;
  path: string;
  lastmod: Date | null;
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * Sitemap pages are id ranges: page N holds the public beats (or producers) with ids in
 * ((N-1)·size, N·size], so a page never holds more than `size` of them, stays the same page as the
 * catalog grows, and is read by primary-key range (keyset), never by OFFSET.
 */
export function createSitemapRepository(db: Db) {
  return {
    /**
     * The highest beat and producer ids: how many pages there are. Two index lookups; a per-page
     * count or newest change would scan the whole catalog (4.5 s at a million beats on a busy machine).
     */
    async highestIds(): Promise<{ beat: number; producer: number }> {
      const result = await db.execute(sql`
        select (select max(${beats.id}) from ${beats}) as beat, (select max(${beats.producerId}) from ${beats}) as producer`);
      const row = rowsOf<{ beat: number | null; producer: number | null }>(result)[0];
      return { beat: Number(row?.beat ?? 0), producer: Number(row?.producer ?? 0) };
    },

    /** The next `limit` public beats of an id range after `afterId`, in id order. */
    async beatsBetween(afterId: number, lastId: number, limit: number): Promise<SitemapEntry[]> {
      const rows = await db
        .select({ id: beats.id, family: beats.family, slug: beats.slug, lastmod: sql<Date | string>`${changed}` })
        .from(beats)
        .where(and(isPublic, gt(beats.id, afterId), lte(beats.id, lastId)))
        .orderBy(asc(beats.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        path: `/${r.family === 'feature' ? 'features' : 'beats'}/${encodeURIComponent(r.slug)}`,
        lastmod: toDate(r.lastmod),
      }));
    },

    /**
     * Producers with a public beat in an id range, in id order. The check stops at their first public
     * beat (an index probe each); no lastmod, since their newest beat would mean reading all of theirs.
     */
    async producersBetween(afterId: number, lastId: number): Promise<SitemapEntry[]> {
      const rows = await db
        .select({ id: users.id, handle: sql<string>`coalesce(${users.nickname}, ${users.producerIdentifier})` })
        .from(users)
        .where(
          and(
            gt(users.id, afterId),
            lte(users.id, lastId),
            isNull(users.deletedAt),
            sql`coalesce(${users.nickname}, ${users.producerIdentifier}) is not null`,
            sql`exists (select 1 from ${beats} where ${beats.producerId} = ${users.id} and ${isPublic})`,
          ),
        )
        .orderBy(asc(users.id));
      return rows.map((r) => ({ id: r.id, path: `/profile/${encodeURIComponent(r.handle)}`, lastmod: null }));
    },

    async snippetsChanged(ids: string[]): Promise<Map<string, Date>> {
      const rows = await db
        .select({ id: textSnippets.id, updatedAt: textSnippets.updatedAt })
        .from(textSnippets)
        .where(and(isNull(textSnippets.deletedAt), sql`${textSnippets.id} in ${ids}`));
      return new Map(rows.map((r) => [r.id, toDate(r.updatedAt)]));
    },
  };
}
export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
