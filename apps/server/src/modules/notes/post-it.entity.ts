import { isAdmin, postItFields, postItSchema, type PostItColor, type PostItView } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { postIts } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { PostItRow, PostItsRepository } from './post-its.repository.js';

type Shown = PostItRow & { authorName: string | null };
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/**
 * `post_it` (spec §3, issue 16): administrators' sticky notes on any record, through the generic
 * calls only. The panel of a record page lists `filter={"entity":["user"],"record_id":["12"]}`.
 * `knownEntity` keeps notes to entities the registry serves, so none is filed under a typo.
 */
export function postItEntity(
  repo: PostItsRepository,
  knownEntity: (name: string) => boolean,
): EntityDefinition<PostItRow, PostItView, Shown> {
  return {
    name: 'post_it',
    table: postIts,
    idColumn: postIts.id,
    deletedAtColumn: postIts.deletedAt,
    fields: {
      id: { column: postIts.id, sortable: true },
      entity: { column: postIts.entity, sortable: true, filterable: true },
      record_id: { column: postIts.recordId, filterable: true },
      body: { column: postIts.body, searchable: true },
      color: { column: postIts.color, sortable: true, filterable: true },
      created_by: { column: postIts.createdBy, filterable: true },
      created_at: { column: postIts.createdAt, sortable: true },
      updated_at: { column: postIts.updatedAt, sortable: true },
    },
    defaultSort: [{ field: 'created_at', direction: 'desc' }],
    async enrich(rows) {
      const names = await repo.authorNames([...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))]);
      return rows.map((r) => ({ ...r, authorName: r.createdBy ? (names.get(r.createdBy) ?? null) : null }));
    },
    present: (n) => ({
      id: n.id,
      entity: n.entity,
      record_id: n.recordId,
      body: n.body,
      color: n.color as PostItColor,
      created_by: n.createdBy,
      created_by_name: n.authorName,
      created_at: n.createdAt,
      updated_at: n.updatedAt,
      deleted_at: n.deletedAt,
    }),
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? postItFields : null),
    },
    create: {
      schema: postItSchema,
      async run(ctx, input) {
        const { entity, record_id, body, color } = input as ReturnType<typeof postItSchema.parse>;
        if (!knownEntity(entity))
          throw new AppError('validation_failed', { topicId: 'entity', message: 'Unknown entity' });
        return repo.insert({ entity, recordId: record_id, body, color, createdBy: ctx.user!.id });
      },
    },
  };
}
