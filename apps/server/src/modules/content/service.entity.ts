import { isAdmin, serviceFields } from '@beatmarket/shared';
import { services } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { ContentRepository, ServiceRow } from './content.repository.js';
import type { ContentService } from './content.service.js';
import { presentService } from './content.present.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/**
 * `service` (spec §3): the mixing and mastering offers. Administrators manage them through the
 * generic calls; visitors read the published ones from `GET /content/services` (cached).
 */
export function serviceEntity(
  repo: ContentRepository,
  content: ContentService,
): EntityDefinition<ServiceRow, ReturnType<typeof presentService>> {
  const changed = async () => content.invalidate('services');
  return {
    name: 'service',
    table: services,
    idColumn: services.id,
    deletedAtColumn: services.deletedAt,
    fields: {
      id: { column: services.id, sortable: true },
      name: { column: services.name, sortable: true, searchable: true },
      description: { column: services.description, searchable: true },
      price_from: { column: services.priceFrom, sortable: true },
      turnaround: { column: services.turnaround, sortable: true },
      fixed_price: { column: services.fixedPrice, sortable: true, filterable: true },
      deposit_percent: { column: services.depositPercent, sortable: true },
      revisions: { column: services.revisions, sortable: true },
      delivery_days: { column: services.deliveryDays, sortable: true },
      position: { column: services.position, sortable: true },
      published: { column: services.published, sortable: true, filterable: true },
      updated_at: { column: services.updatedAt, sortable: true },
    },
    defaultSort: [{ field: 'position', direction: 'asc' }],
    present: presentService,
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? serviceFields : null),
    },
    create: {
      schema: serviceFields,
      async run(_ctx, _input, columns) {
        const row = await repo.insertService(columns as typeof services.$inferInsert);
        await changed();
        return row;
      },
    },
    afterSave: changed,
    onDeleted: changed,
  };
}
