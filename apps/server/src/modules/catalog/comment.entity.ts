import { canDeleteComment, commentCreateSchema, isAdmin, type CommentView } from '@beatmarket/shared';
import { comments } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { commentsOfVisibleBeats, type CommentsRepository } from './comments.repository.js';

type CommentRow = typeof comments.$inferSelect;
/** Shown with its author's first name (enrich). */
type ShownComment = CommentRow & { authorName: string };
/** Authors and administrators delete (the shared rule the web's button follows too). */
const mayDelete = (ctx: EntityContext, row: CommentRow) => canDeleteComment(ctx.user, { user_id: row.userId });

/**
 * `comment`: anyone reads the comments of a beat they may see (`filter={"beat_id":N}`); logged-in users
 * write; authors and administrators delete. Text only: the web app renders bodies as text.
 */
export function commentEntity(
  repo: CommentsRepository,
  canSeeBeat: (ctx: EntityContext, beatId: number) => Promise<boolean>,
): EntityDefinition<CommentRow, CommentView, ShownComment> {
  return {
    name: 'comment',
    table: comments,
    idColumn: comments.id,
    deletedAtColumn: comments.deletedAt,
    fields: {
      id: { column: comments.id, sortable: true },
      beat_id: { column: comments.beatId, filterable: true },
      created_at: { column: comments.createdAt, sortable: true },
      body: { column: comments.body, searchable: true },
    },
    defaultSort: [{ field: 'created_at', direction: 'desc' }],
    // The comments of an unpublished or deleted beat are as hidden as the beat (same rule as the catalog).
    parentVisible: (ctx) => {
      if (isAdmin(ctx.user?.role)) return undefined;
      const viewer = ctx.user ? { id: ctx.user.id, admin: false } : null;
      return commentsOfVisibleBeats(viewer);
    },
    async enrich(rows) {
      const ids = [...new Set(rows.map((r) => r.userId))];
      const names = await repo.authorsOf(ids);
      return rows.map((r) => ({
        ...r,
        authorName: names.find((n) => n.id === r.userId)?.firstName ?? 'Someone',
      }));
    },
    present: (c, ctx) => {
      return {
        id: c.id,
        beat_id: c.beatId,
        body: c.body,
        author_name: c.authorName,
        created_at: c.createdAt,
        _can_delete: mayDelete(ctx, c),
      };
    },
    policy: {
      list: () => true,
      read: () => true,
      create: (ctx) => ctx.user !== null,
      delete: mayDelete,
      writable: () => null,
    },
    onDeleted: (row) => repo.recount(row.beatId).then(() => undefined),
    create: {
      schema: commentCreateSchema,
      async run(ctx, input) {
        const { beat_id, body } = input as { beat_id: number; body: string };
        if (!(await canSeeBeat(ctx, beat_id))) throw new AppError('record_not_found', { topicId: 'beat_id' });
        return repo.insert(beat_id, ctx.user!.id, body);
      },
    },
  };
}
