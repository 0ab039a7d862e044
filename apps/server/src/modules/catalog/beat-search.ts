import { and, eq, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BeatStatus, SearchQuery } from '@beatmarket/shared';
import { ROLES, tagSlug } from '@beatmarket/shared';
import { beats, users } from '../../db/schema/index.js';
import { bpmKeys, weekKeys } from './filter-keys.js';

export interface Viewer {
  id: number;
  admin: boolean;
}

/**
 * Unpublished beats are seen by their producer, coproducer and administrators; deleted ones only in the archive.
 * The viewer's id may be a placeholder, for a named statement shared by every member.
 */
export function visibility(viewer: { id: number | Placeholder; admin: boolean } | null, archived: boolean): SQL {
  const deleted = archived && viewer?.admin ? isNotNull(beats.deletedAt) : isNull(beats.deletedAt);
  if (viewer?.admin) return deleted;
  const published = isNotNull(beats.publishedAt);
  const own = viewer ? or(published, eq(beats.producerId, viewer.id), eq(beats.coproducerId, viewer.id))! : published;
  return and(deleted, own)!;
}

const live = isNull(beats.deletedAt);
const unsoldLive = and(live, eq(beats.sold, false));
/** The rows of each All Beats status (the SQL side of the shared `beatStatus`). */
const STATUS_WHERE: Record<BeatStatus, SQL> = {
  archived: isNotNull(beats.deletedAt),
  sold: and(live, eq(beats.sold, true))!,
  published: and(unsoldLive, isNotNull(beats.publishedAt))!,
  awaiting_approval: and(unsoldLive, isNull(beats.publishedAt), isNotNull(beats.publishRequestedAt))!,
  draft: and(unsoldLive, isNull(beats.publishedAt), isNull(beats.publishRequestedAt))!,
};
/**
 * Beats in any of these statuses. For administrators it replaces the archive switch (archived is one
 * of the statuses); for everyone else it narrows what they may see anyway.
 */
export function statusWhere(statuses: BeatStatus[]): SQL {
  return or(...statuses.map((s) => STATUS_WHERE[s]))!;
}

/**
 * Which beats a list (and its export) starts from: an administrator's status filter says which rows,
 * deleted ones too, except in the archive, which it narrows; for everyone else it narrows what they see.
 */
export function listScope(viewer: Viewer | null, archived: boolean, statuses: BeatStatus[] | undefined): SQL[] {
  const wanted = statuses?.length ? statusWhere(statuses) : null;
  if (wanted && viewer?.admin && !archived) return [wanted];
  return [visibility(viewer, archived), ...(wanted ? [wanted] : [])];
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
 * The structured filters: #tags (all of them), @producers (any), bpm range. Tags and tempo are keys of
 * one array, so they are matched in the GIN scan that also matches the words. Producer handles are
 * resolved to ids beforehand: constant id lists let PostgreSQL combine the producer and coproducer
 * indexes (a subquery under OR scanned the whole table at a million beats).
 */
export function filters(q: SearchQuery, producerIds: number[]): SQL[] {
  const where: SQL[] = [];
  const tempo = q.bpm ? bpmKeys(q.bpm.min, q.bpm.max) : [];
  const all = [...q.tags.map(tagSlug).filter(Boolean), ...(tempo.length === 1 ? tempo : [])];
  if (all.length) where.push(sql`${beats.filterKeys} @> ${textArray(all)}`);
  if (tempo.length > 1) where.push(sql`${beats.filterKeys} && ${textArray(tempo)}`);
  if (q.producers.length) {
    const ids = producerIds.length ? producerIds : [0];
    where.push(or(inArray(beats.producerId, ids), inArray(beats.coproducerId, ids))!);
  }
  return where;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The producers an `@token` names: the token starts their handle (nickname or producer identifier) or
 * their first or last name, any case, as the autosuggest matches (so `@lena` finds Lena Cruz). A
 * condition on `users`; `lower(…) like 'x%'` walks the producers' text_pattern_ops indexes (migration
 * 0038, decision 0076), whose `role >= 2` predicate is written here as the same literal.
 */
export function producersNamed(tokens: string[]): SQL {
  const named = tokens.map((token) => {
    const like = `${escapeLike(token.toLowerCase())}%`;
    return sql`(lower(${users.nickname}) like ${like} or lower(${users.producerIdentifier}) like ${like} or lower(${users.firstName}) like ${like} or lower(${users.lastName}) like ${like})`;
  });
  return sql`${users.role} >= ${sql.raw(String(ROLES.ROLE_PRODUCER.id))} and (${sql.join(named, sql` or `)})`;
}

/** Beats published in these weeks (the `pub:` filter keys). */
export const publishedInWeeks = (from: number, to: number) =>
  sql`${beats.filterKeys} && ${textArray(weekKeys(from, to))}`;

export const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
