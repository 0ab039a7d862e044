import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { PayoutsService } from './payouts.service.js';
import type { StatementsService } from './statements.service.js';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Accounting's own reads (issue 17): a statement by id with its items and its PDF (its payee and
 * administrators; 403 for anyone else), and a payout's batch file. Lists and actions are the
 * generic entity calls of `income_statement` and `payout`.
 */
export async function accountingRoutes(
  app: FastifyInstance,
  opts: { statements: StatementsService; payouts: PayoutsService },
) {
  const { statements, payouts } = opts;
  // Digits only, so /income_statement/records and /export stay the generic mechanism's.
  app.get('/income_statement/:id(^\\d+$)', async (req) =>
    ok(await statements.detail({ user: req.user }, parse(params, req.params).id)),
  );
  app.get('/income_statement/:id/pdf', async (req, reply) => {
    const pdf = await statements.pdf({ user: req.user }, parse(params, req.params).id);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${pdf.filename}"`)
      .send(pdf.body);
  });
  app.get('/payout/:id/csv', async (req, reply) => {
    const { id } = parse(params, req.params);
    const csv = await payouts.csv({ user: req.user }, id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="payout-${id}.csv"`)
      .send(csv);
  });
}
