import { sql, type SQL } from 'drizzle-orm';
import { beats } from '../../db/schema/index.js';
import type { FieldDef } from '../entities/entity.types.js';

/**
 * The beat entity's API fields (spec §7): what lists sort and filter by, and the column behind each.
 * The catalog's own list orders by this table too, so a sortable field is declared once.
 */
export const BEAT_FIELDS = {
  newest: { column: beats.publishedAt, sortable: true },
  featured: { column: beats.featurePosition, sortable: true },
  top: { column: beats.topRank, sortable: true },
  /** Best match first for a search (see orderBy); without words, the newest first. */
  relevance: { column: beats.publishedAt, sortable: true },
  title: { column: beats.title, sortable: true },
  bpm: { column: beats.bpm, sortable: true },
  price: { column: beats.price, sortable: true },
  plays: { column: beats.plays, sortable: true },
  family: { column: beats.family, filterable: true },
  producer_id: { column: beats.producerId, filterable: true },
  id: { column: beats.id, filterable: true },
  slug: { column: beats.slug, filterable: true },
  placed: { column: beats.featurePosition, filterable: true },
  favorites_of: { column: beats.id, filterable: true },
  /** The producer's dashboard: own and coproduced beats, unpublished ones too. */
  mine: { column: beats.producerId, filterable: true },
  created: { column: beats.createdAt, sortable: true },
} satisfies Record<string, FieldDef>;

const FIELDS: Record<string, FieldDef> = BEAT_FIELDS;

/**
 * One sort term of a catalog list. Empty places (no tempo, not featured, unpublished) go last either
 * way, as the published index stores them; `relevance` is the search rank when there is one.
 */
export function orderBy(field: string, direction: 'asc' | 'desc', rank: SQL | null): SQL {
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  if (field === 'relevance' && rank) return sql`${rank} ${dir}`;
  const column = Object.hasOwn(FIELDS, field) && FIELDS[field]!.sortable ? FIELDS[field]!.column : beats.publishedAt;
  return sql`${column} ${dir} nulls last`;
}
