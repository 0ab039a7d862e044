import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { PayoutHoldsService } from './payout-holds.service.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const payeeParams = z.object({ payeeId: id });
const balanceQuery = z.object({ payee_id: id.optional() });

/**
 * Payout dates and holds (decision 0090): a producer's balance with its payable dates, and the
 * administrators' holds on producers' payouts (list, hold with a reason, release).
 */
export async function payoutHoldsRoutes(app: FastifyInstance, opts: { holds: PayoutHoldsService }) {
  const { holds } = opts;
  app.get('/payout-balance', async (req) =>
    ok(await holds.balance({ user: req.user }, parse(balanceQuery, req.query).payee_id)),
  );
  app.get('/payout-hold', async (req) => ok(await holds.list({ user: req.user })));
  app.post('/payout-hold', async (req) => ok(await holds.hold({ user: req.user }, req.body)));
  app.post('/payout-hold/:payeeId/release', async (req) =>
    ok(await holds.release({ user: req.user }, parse(payeeParams, req.params).payeeId)),
  );
}
