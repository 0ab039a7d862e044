import { and, asc, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, textSnippets } from '../../db/schema/index.js';

const isPublic = and(isNotNull(beats.publishedAt), isNull(beats.deletedAt))!;
/** A beat's last change as a search engine should see it: its publication or its last edit. */
const changed = sql`greatest(${beats.publishedAt}, ${beats.updatedAt})`;

export interface SitemapPage {
  page: number;
  lastmod: Date;
}
export interface SitemapEntry {
  id: number;
  path: string;
  lastmod: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * Sitemap pages are id ranges: page N holds the public beats with ids in ((N-1)·size, N·size], so
 * a page never holds more than `size` beats, stays the same page as the catalog grows, and is read
 * by primary-key range (keyset), never by OFFSET.
 */
export function createSitemapRepository(db: Db) {
  return {
    /** The non-empty beat pages with their newest change: one pass over the catalog (cached by the caller). */
    async beatPages(size: number): Promise<SitemapPage[]> {
      const result = await db.execute(sql`
        select ((${beats.id} - 1) / ${size} + 1)::int as page, max(${changed}) as lastmod
        from ${beats} where ${isPublic} group by 1 order by 1`);
      return rowsOf<{ page: number; lastmod: Date | string }>(result).map((r) => ({
        page: Number(r.page),
        lastmod: toDate(r.lastmod),
      }));
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

    /** Producer pages by producer id range, as beats (a producer is listed on the page of their id). */
    async producerPages(size: number): Promise<SitemapPage[]> {
      const result = await db.execute(sql`
        select ((${beats.producerId} - 1) / ${size} + 1)::int as page, max(${changed}) as lastmod
        from ${beats} where ${isPublic} group by 1 order by 1`);
      return rowsOf<{ page: number; lastmod: Date | string }>(result).map((r) => ({
        page: Number(r.page),
        lastmod: toDate(r.lastmod),
      }));
    },

    /** Producers with a public beat in an id range; lastmod is their newest beat's change. */
    async producersBetween(afterId: number, lastId: number): Promise<SitemapEntry[]> {
      const result = await db.execute(sql`
        select u.id, coalesce(u.nickname, u.producer_identifier) as handle, m.lastmod
        from (select ${beats.producerId} as producer_id, max(${changed}) as lastmod from ${beats}
              where ${isPublic} and ${beats.producerId} > ${afterId} and ${beats.producerId} <= ${lastId}
              group by 1) m
        join users u on u.id = m.producer_id
        where u.deleted_at is null and coalesce(u.nickname, u.producer_identifier) is not null
        order by u.id`);
      return rowsOf<{ id: number; handle: string; lastmod: Date | string }>(result).map((r) => ({
        id: Number(r.id),
        path: `/profile/${encodeURIComponent(r.handle)}`,
        lastmod: toDate(r.lastmod),
      }));
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
