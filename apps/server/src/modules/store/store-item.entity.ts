import {
  canEditStoreItem,
  isAdmin,
  isProducer,
  ownsStoreItem,
  slugify,
  storeItemCreateSchema,
  storeItemFields,
  storeItemMissing,
  storeRejectSchema,
  type StoreItemStatus,
} from '@beatmarket/shared';
import { storeItems } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityAction, EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { presentStoreItem } from './store.present.js';
import { HOUSE_NAME } from './store.service.js';
import type { StoreApprovals } from './store-approvals.js';
import type { ShownStoreItem, StoreItemRow, StoreRepository } from './store.repository.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);
const denied = (ctx: EntityContext) => new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
const shape = (row: StoreItemRow) => ({ producer_id: row.producerId, status: row.status });
const wrongState = (message: string) => new AppError('conflict', { message });

/** A status change of one item: who may make it, from which states, and what else changes with it. */
function transition(
  repo: StoreRepository,
  rule: {
    may(ctx: EntityContext, row: StoreItemRow): boolean;
    from: StoreItemStatus[];
    to: StoreItemStatus;
    check?(row: StoreItemRow, body: unknown): { rejectReason?: string };
    after?(item: ShownStoreItem): Promise<void>;
  },
): EntityAction<StoreItemRow> {
  return {
    method: 'POST',
    onRecord: true,
    async run(ctx, { row, body }) {
      if (!rule.may(ctx, row!)) throw denied(ctx);
      if (row!.deletedAt) throw wrongState('This item is archived. Restore it first.');
      if (!rule.from.includes(row!.status))
        throw wrongState(`This item is ${row!.status}; it cannot become ${rule.to}.`);
      const extra = rule.check?.(row!, body) ?? {};
      const publishedAt = rule.to === 'published' ? new Date() : rule.to === 'pending' ? row!.publishedAt : null;
      await repo.setStatus(row!.id, rule.to, { ...extra, publishedAt });
      const item = (await repo.byId(row!.id, HOUSE_NAME))!;
      await rule.after?.(item);
      return presentStoreItem(item, ctx);
    },
  };
}

/**
 * `store_item` (issue 34): producers make and edit their own items while drafts, send them for approval,
 * and administrators approve (publish) or reject them, as with beats. The back office lists them all.
 */
export function storeItemEntity(
  repo: StoreRepository,
  approvals: StoreApprovals,
): EntityDefinition<StoreItemRow, object, ShownStoreItem> {
  const owner = (ctx: EntityContext, row: StoreItemRow) => ownsStoreItem(ctx.user, { producer_id: row.producerId });
  return {
    name: 'store_item',
    table: storeItems,
    idColumn: storeItems.id,
    deletedAtColumn: storeItems.deletedAt,
    fields: {
      id: { column: storeItems.id, sortable: true },
      title: { column: storeItems.title, sortable: true, searchable: true },
      description: { column: storeItems.description, searchable: true },
      kind: { column: storeItems.kind, sortable: true, filterable: true },
      status: { column: storeItems.status, sortable: true, filterable: true },
      price: { column: storeItems.price, sortable: true },
      producer_id: { column: storeItems.producerId, filterable: true },
      terms: { column: storeItems.terms },
      image_url: { column: storeItems.imageUrl },
      published_at: { column: storeItems.publishedAt, sortable: true },
      updated_at: { column: storeItems.updatedAt, sortable: true },
    },
    defaultSort: [{ field: 'updated_at', direction: 'desc' }],
    enrich: (rows) => repo.named(rows, HOUSE_NAME),
    present: presentStoreItem,
    policy: {
      list: admin,
      read: (ctx, row) => row.status === 'published' || owner(ctx, row),
      create: (ctx) => isProducer(ctx.user?.role),
      delete: owner,
      writable: (ctx, row) => (canEditStoreItem(ctx.user, shape(row)) ? storeItemFields : null),
    },
    create: {
      schema: storeItemCreateSchema,
      async run(ctx, input, columns) {
        const user = ctx.user!;
        // An administrator's item is the house's; a producer's is their own.
        const producerId = isAdmin(user.role) ? null : user.id;
        const values = { ...(columns as typeof storeItems.$inferInsert), producerId, createdBy: user.id };
        return repo.insert(values, slugify(String(input.title)));
      },
    },
    actions: {
      request_publish: transition(repo, {
        may: (ctx, row) => canEditStoreItem(ctx.user, shape(row)),
        from: ['draft', 'rejected'],
        to: 'pending',
        check(row) {
          const missing = storeItemMissing({ image_url: row.imageUrl, zip_name: row.zipName });
          if (missing) throw new AppError('validation_failed', { topicId: 'file', message: missing });
          return { rejectReason: '' };
        },
        after: (item) => approvals.requested(item),
      }),
      approve: transition(repo, {
        may: admin,
        from: ['draft', 'pending', 'rejected'],
        to: 'published',
        check(row) {
          const missing = storeItemMissing({ image_url: row.imageUrl, zip_name: row.zipName });
          if (missing) throw new AppError('validation_failed', { topicId: 'file', message: missing });
          return { rejectReason: '' };
        },
      }),
      reject: transition(repo, {
        may: admin,
        from: ['pending', 'published'],
        to: 'rejected',
        check: (_row, body) => ({ rejectReason: parse(storeRejectSchema, body).reason }),
      }),
      withdraw: transition(repo, { may: owner, from: ['pending', 'published'], to: 'draft' }),
    },
  };
}
