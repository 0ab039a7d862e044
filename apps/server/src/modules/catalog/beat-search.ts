import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SearchQuery } from '@beatmarket/shared';
import { tagSlug } from '@beatmarket/shared';
import { beats } from '../../db/schema/index.js';

export interface Viewer { id: number; admin: boolean }

/** Unpublished beats are seen by their producer, coproducer and administrators; deleted ones only in the archive. */
export function visibility(viewer: Viewer | null, archived: boolean): SQL {
  const deleted = archived && viewer?.admin ? isNotNull(beats.deletedAt) : isNull(beats.deletedAt);
  if (viewer?.admin) return deleted;
  const published = isNotNull(beats.publishedAt);
  const own = viewer ? or(published, eq(beats.producerId, viewer.id), eq(beats.coproducerId, viewer.id))! : published;
  return and(deleted, own)!;
}

/** Full-text part: every word and phrase must match (English stemming), ranked by weight. */
export function textQuery(q: SearchQuery): SQL | null {
  const parts = [
    ...q.words.map((w) => sql`plainto_tsquery('english', ${w})`),
    ...q.phrases.map((p) => sql`phraseto_tsquery('english', ${p})`),
  ];
  if (!parts.length) return null;
  return sql.join(parts, sql` && `);
}

/**
 * The structured filters: #tags (all of them), @producers (any), bpm range. Producer handles are
 * resolved to ids beforehand: constant id lists let PostgreSQL combine the producer and coproducer
 * indexes (a subquery under OR scanned the whole table at a million beats).
 */
export function filters(q: SearchQuery, producerIds: number[]): SQL[] {
  const where: SQL[] = [];
  const slugs = q.tags.map(tagSlug).filter(Boolean);
  if (slugs.length) where.push(sql`${beats.tagSlugs} @> ${sql`array[${sql.join(slugs.map((s) => sql`${s}`), sql`, `)}]::text[]`}`);
  if (q.producers.length) {
    const ids = producerIds.length ? producerIds : [0];
    where.push(or(inArray(beats.producerId, ids), inArray(beats.coproducerId, ids))!);
  }
  if (q.bpm) where.push(and(gte(beats.bpm, q.bpm.min), lte(beats.bpm, q.bpm.max))!);
  return where;
}

/** Misspelled titles: trigram similarity on the title when full text finds nothing. */
export function fuzzyTitle(q: SearchQuery): SQL | null {
  const text = [...q.words, ...q.phrases].join(' ');
  return text.length >= 3 ? sql`${beats.title} % ${text}` : null;
}
