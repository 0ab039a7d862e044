import { isAdmin, tagEditSchema, tagMergeSchema, type TagEdit, type TagView } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { tags } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { TagRow, TagsAdminRepository } from './tags-admin.repository.js';

type TagShown = TagRow & { beatCount: number };
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/**
 * `tag` (spec §3): the administrators' list on `/tags`, so a misspelt tag stops splitting `#tag` search
 * and suggestions. Renaming (`save`), merging and deleting rewrite the search columns of every beat the
 * tag is on, in the same transaction (tags-admin.repository). Producers make tags from the beat editor.
 */
export function tagEntity(repo: TagsAdminRepository): EntityDefinition<TagRow, TagView, TagShown> {
  const enrich = async (rows: TagRow[]): Promise<TagShown[]> => {
    const counts = await repo.beatCounts(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, beatCount: counts.get(r.id) ?? 0 }));
  };
  const present = (t: TagShown): TagView => ({
    id: t.id,
    name: t.name,
    slug: t.slug,
    group: t.group,
    beat_count: t.beatCount,
    created_at: t.createdAt,
  });
  return {
    name: 'tag',
    table: tags,
    idColumn: tags.id,
    fields: {
      id: { column: tags.id, sortable: true },
      name: { column: tags.name, sortable: true, searchable: true },
      slug: { column: tags.slug, searchable: true },
      group: { column: tags.group, sortable: true, filterable: true },
      created_at: { column: tags.createdAt, sortable: true },
    },
    defaultSort: [{ field: 'name', direction: 'asc' }],
    enrich,
    present,
    policy: {
      list: admin,
      // A tag is no secret (every card shows its tags): reading one by id tells nobody anything new.
      read: () => true,
      create: () => false,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? tagEditSchema : null),
    },
    save: (row, _columns, values) => repo.rename(row, values as Partial<TagEdit>),
    remove: (row) => repo.remove(row),
    actions: {
      merge: {
        method: 'POST',
        onRecord: true,
        async run(ctx, { row, body }) {
          if (!admin(ctx)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
          const { into_id } = parse(tagMergeSchema, body);
          const [into] = await enrich([await repo.merge(row!, into_id)]);
          return present(into!);
        },
      },
    },
  };
}
