import { byTagGroupThenName } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';

export interface BeatTag {
  name: string;
  group: string;
  slug: string;
}

/** A slug still unknown after a reload (no tag row: a hand-edited database) reloads again only after this. */
const MISSING_FOR_MS = 60_000;
/** How long a rename elsewhere may show the old name when its change-feed notification was lost (decision 0089). */
const MAX_AGE_MS = 5 * 60_000;

/** Each database's dictionaries, so a tag renamed here is forgotten by them at once. */
const dictionaries = new WeakMap<Db, Set<() => void>>();

/** Called, in every process, once a rename, merge or deletion of tags has committed (the change feed's `tags`). */
export function forgetTagNames(db: Db) {
  for (const forget of dictionaries.get(db) ?? []) forget();
}

/**
 * Tags by slug, held by the process. The beat editor inserts unknown names and keeps known ones, so a
 * tag created since the last read shows as an unknown slug, and the dictionary reloads at once. Only an
 * administrator changes a tag row (decision 0084): every process's dictionaries are told through the change
 * feed (decision 0089). Cards name their tags from `beats.tag_slugs` through it; joining beat_tags
 * and tags for every card was 14% of a search's database time at a million beats.
 */
export function createTagDictionary(db: Db) {
  let bySlug = new Map<string, BeatTag>();
  let loadedAt = 0;
  /** Bumped by each change of a tag: a reload that began before it does not count as fresh. */
  let generation = 0;
  const known = dictionaries.get(db) ?? new Set();
  dictionaries.set(db, known);
  known.add(() => {
    generation++;
    loadedAt = 0;
  });
  /** Slugs a reload did not find, and until when they are not looked for again. */
  const missing = new Map<string, number>();
  let loading: Promise<void> | null = null;
  const reload = async (wanted: string[]) => {
    const started = generation;
    const rows = await db.select({ name: tags.name, group: tags.group, slug: tags.slug }).from(tags);
    bySlug = new Map(rows.map((t) => [t.slug, t]));
    loadedAt = started === generation ? Date.now() : 0;
    for (const slug of wanted) if (!bySlug.has(slug)) missing.set(slug, Date.now() + MISSING_FOR_MS);
  };
  const unknown = (slug: string) =>
    loadedAt < Date.now() - MAX_AGE_MS || (!bySlug.has(slug) && (missing.get(slug) ?? 0) < Date.now());
  async function know(slugs: string[]) {
    // A reload under way may have read the table before these tags were created: it is waited for, not trusted.
    if (loading) await loading;
    const wanted = slugs.filter(unknown);
    if (wanted.length) await (loading ??= reload(wanted).finally(() => (loading = null)));
  }

  /** Each row's tags from its slugs, sorted as cards show them. */
  return async function named<Row extends { tagSlugs: string[] }>(
    rows: Row[],
  ): Promise<(Row & { _tags: BeatTag[] })[]> {
    const wanted = rows.flatMap((r) => r.tagSlugs.filter(unknown));
    if (wanted.length) await know(wanted);
    return rows.map((r) =>
      Object.assign(r, { _tags: r.tagSlugs.flatMap((s) => bySlug.get(s) ?? []).sort(byTagGroupThenName) }),
    );
  };
}
