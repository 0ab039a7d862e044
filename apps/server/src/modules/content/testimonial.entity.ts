import { isAdmin, testimonialFields } from '@beatmarket/shared';
import { testimonials } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { ContentRepository, TestimonialRow } from './content.repository.js';
import type { ContentService } from './content.service.js';
import { presentTestimonial } from './content.present.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/**
 * `testimonial`: what artists say. Administrators manage them (the "Slides and Testimonials" back
 * office); visitors read the published ones from `GET /content/testimonials` (cached).
 */
export function testimonialEntity(
  repo: ContentRepository,
  content: ContentService,
): EntityDefinition<TestimonialRow, ReturnType<typeof presentTestimonial>> {
  const changed = async () => content.invalidate('testimonials');
  return {
    name: 'testimonial',
    table: testimonials,
    idColumn: testimonials.id,
    deletedAtColumn: testimonials.deletedAt,
    fields: {
      id: { column: testimonials.id, sortable: true },
      name: { column: testimonials.name, sortable: true, searchable: true },
      role: { column: testimonials.role, sortable: true, searchable: true },
      quote: { column: testimonials.quote, searchable: true },
      published: { column: testimonials.published, sortable: true, filterable: true },
      position: { column: testimonials.position, sortable: true },
      updated_at: { column: testimonials.updatedAt, sortable: true },
    },
    defaultSort: [{ field: 'position', direction: 'asc' }],
    present: presentTestimonial,
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? testimonialFields : null),
    },
    create: {
      schema: testimonialFields,
      async run(_ctx, _input, columns) {
        const row = await repo.insertTestimonial(columns as typeof testimonials.$inferInsert);
        await changed();
        return row;
      },
    },
    afterSave: changed,
    onDeleted: changed,
  };
}
