import { isAdmin, licenseSchema, type LicenseView } from '@beatmarket/shared';
import { licenses } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { LicensesRepository } from './licenses.repository.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/** `license`: everyone reads the licence definitions (pickers, prices); administrators manage them. */
export function licenseEntity(
  repo: LicensesRepository,
  changed: () => Promise<void>,
): EntityDefinition<typeof licenses.$inferSelect, LicenseView> {
  return {
    name: 'license',
    table: licenses,
    idColumn: licenses.id,
    deletedAtColumn: licenses.deletedAt,
    fields: {
      id: { column: licenses.id, sortable: true, filterable: true },
      name: { column: licenses.name, sortable: true, searchable: true },
      type: { column: licenses.type, sortable: true, filterable: true },
      level: { column: licenses.level, sortable: true, filterable: true },
      price: { column: licenses.price, sortable: true },
    },
    defaultSort: [{ field: 'price', direction: 'asc' }],
    present: (l) => {
      return {
        id: l.id,
        name: l.name,
        description: l.description,
        type: l.type,
        level: l.level,
        price: l.price,
        specifications: l.specifications,
        bundle_price: l.bundlePrice,
        bundled_name: l.bundledName,
        bundled_description: l.bundledDescription,
        deleted_at: l.deletedAt,
      };
    },
    policy: {
      list: () => true,
      read: () => true,
      create: admin,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? licenseSchema : null),
    },
    create: {
      schema: licenseSchema,
      run: async (_ctx, _input, columns) => repo.insert(columns as never),
    },
    afterSave: changed,
    onDeleted: changed,
  };
}
