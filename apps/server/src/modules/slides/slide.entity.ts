import { isAdmin, slideCreateSchema, slideFields, slideReorderSchema, windowProblem } from '@beatmarket/shared';
import { slides } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { SlideRow, SlidesRepository } from './slides.repository.js';
import { presentSlide } from './slides.present.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);
const denied = (ctx: EntityContext) => new AppError(ctx.user ? 'forbidden' : 'unauthenticated');

/**
 * `slide`: the home page carousel (spec §2 slide.list, slide.edit). Administrators manage them in the
 * back office; visitors read the live ones from `GET /content/slides` (published, inside their window).
 */
export function slideEntity(
  repo: SlidesRepository,
  changed: () => Promise<void>,
): EntityDefinition<SlideRow, ReturnType<typeof presentSlide>> {
  return {
    name: 'slide',
    table: slides,
    idColumn: slides.id,
    deletedAtColumn: slides.deletedAt,
    fields: {
      id: { column: slides.id, sortable: true },
      title: { column: slides.title, sortable: true, searchable: true },
      text: { column: slides.text, searchable: true },
      link: { column: slides.link, searchable: true },
      position: { column: slides.position, sortable: true },
      published: { column: slides.published, sortable: true, filterable: true },
      published_from: { column: slides.publishedFrom, sortable: true },
      published_to: { column: slides.publishedTo, sortable: true },
      updated_at: { column: slides.updatedAt, sortable: true },
    },
    defaultSort: [{ field: 'position', direction: 'asc' }],
    present: presentSlide,
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? slideFields : null),
    },
    // An autosave of one end of the window is checked against the stored other end.
    guard(_ctx, row, change) {
      if (typeof change === 'string') return;
      const from = 'published_from' in change ? (change.published_from as Date | null) : row.publishedFrom;
      const to = 'published_to' in change ? (change.published_to as Date | null) : row.publishedTo;
      const problem = windowProblem(from, to);
      if (problem) throw new AppError('validation_failed', { topicId: 'published_to', message: problem });
    },
    create: {
      schema: slideCreateSchema,
      async run(_ctx, input, columns) {
        const values = columns as typeof slides.$inferInsert;
        // A new slide goes last unless the form gave it a place.
        if (!input.position) values.position = await repo.nextPosition();
        const row = await repo.insert(values);
        await changed();
        return row;
      },
    },
    actions: {
      /** `POST /slide/reorder` {ids}: the back office's drag and drop; every live slide once, in its new order. */
      reorder: {
        method: 'POST',
        onRecord: false,
        async run(ctx, { body }) {
          if (!admin(ctx)) throw denied(ctx);
          const { ids } = parse(slideReorderSchema, body);
          const live = new Set(await repo.liveIds());
          if (new Set(ids).size !== ids.length || ids.length !== live.size || ids.some((id) => !live.has(id)))
            throw new AppError('conflict', {
              topicId: 'ids',
              message: 'The slides changed meanwhile. Reload the page and try again.',
            });
          await repo.reorder(ids);
          await changed();
          return { ids };
        },
      },
    },
    afterSave: changed,
    onDeleted: changed,
  };
}
