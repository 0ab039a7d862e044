import { and, asc, gte, ilike, isNull, notInArray, or, sql } from 'drizzle-orm';
import { ROLES, tagSlug, type AutosuggestChoice } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { tags, users } from '../../db/schema/index.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAutosuggestRepository(db: Db) {
  return {
    /** Producers whose handle or name starts with the term, case-insensitive. */
    async producers(term: string, exclude: string[], limit: number): Promise<AutosuggestChoice[]> {
      const like = `${escapeLike(term)}%`;
      const handle = sql<string>`coalesce(${users.nickname}, ${users.producerIdentifier})`;
      const rows = await db
        .select({ id: users.id, handle, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
        .from(users)
        .where(
          and(
            gte(users.role, ROLES.ROLE_PRODUCER.id),
            isNull(users.deletedAt),
            sql`${handle} is not null`,
            or(
              ilike(users.nickname, like),
              ilike(users.producerIdentifier, like),
              ilike(users.firstName, like),
              ilike(users.lastName, like),
            ),
            // A producer chosen by either handle is chosen: @reedbeats already there hides @marcusreed too.
            exclude.length
              ? sql`coalesce(lower(${users.nickname}), '') not in ${exclude} and coalesce(lower(${users.producerIdentifier}), '') not in ${exclude}`
              : undefined,
          ),
        )
        .orderBy(asc(handle))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, label: `${r.name} (@${r.handle})`, value: `@${r.handle}` }));
    },

    /** Tags whose name contains the term, any spelling ("hip hop" finds "Hip-Hop"). */
    async tags(term: string, exclude: string[], limit: number): Promise<AutosuggestChoice[]> {
      const rows = await db
        .select({ id: tags.id, name: tags.name, slug: tags.slug, group: tags.group })
        .from(tags)
        .where(
          and(
            or(ilike(tags.name, `%${escapeLike(term)}%`), ilike(tags.slug, `%${escapeLike(tagSlug(term))}%`)),
            exclude.length ? notInArray(tags.slug, exclude.map(tagSlug)) : undefined,
          ),
        )
        .orderBy(asc(tags.name))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, label: `${r.name} · ${r.group}`, value: `#${r.slug}` }));
    },
  };
}
export type AutosuggestRepository = ReturnType<typeof createAutosuggestRepository>;
