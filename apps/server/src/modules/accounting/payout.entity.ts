import { isAdmin, payoutCreateSchema, type PayoutView } from '@beatmarket/shared';
import { payouts } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { PayoutRow } from './payouts.repository.js';
import type { PayoutsService } from './payouts.service.js';
import type { createPayoutRun } from './payout-run.js';

type Shown = PayoutRow & { view: PayoutView };
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/**
 * `payout` (spec §3): the administrators' payment runs over closed statements. Made by `POST
 * /payout/create`, moved only by `send` and `cancel`, never edited or deleted (decision 0036).
 */
export function payoutEntity(
  service: PayoutsService,
  run: ReturnType<typeof createPayoutRun>,
): EntityDefinition<PayoutRow, PayoutView, Shown> {
  return {
    name: 'payout',
    table: payouts,
    idColumn: payouts.id,
    fields: {
      id: { column: payouts.id, sortable: true, searchable: true },
      status: { column: payouts.status, sortable: true, filterable: true },
      method: { column: payouts.method, sortable: true, filterable: true },
      reference: { column: payouts.reference, sortable: true, searchable: true },
      total: { column: payouts.total, sortable: true },
      created_at: { column: payouts.createdAt, sortable: true },
      sent_at: { column: payouts.sentAt, sortable: true },
    },
    defaultSort: [{ field: 'created_at', direction: 'desc' }],
    async enrich(rows) {
      const views = await service.present(rows);
      return rows.map((r, i) => ({ ...r, view: views[i]! }));
    },
    present: (row) => row.view,
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: () => false,
      writable: () => null,
    },
    // The service parses the body again inside its transaction: one schema, read twice.
    create: { schema: payoutCreateSchema, run: (ctx, input) => service.create(ctx, input) },
    actions: {
      send: { method: 'POST', onRecord: true, run: (ctx, { row, body }) => service.send(ctx, row!.id, body) },
      cancel: { method: 'POST', onRecord: true, run: (ctx, { row }) => service.cancel(ctx, row!.id) },
      // Pays every payable statement, reporting held and waiting ones (decision 0090).
      run: { method: 'POST', onRecord: false, run: (ctx, { body }) => run(ctx, body) },
    },
  };
}
