import { isAdmin, payoutRunSchema, type PayoutRunView } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { PayoutGate } from './payout-gate.js';
import type { PayoutsRepository } from './payouts.repository.js';
import type { PayoutsService } from './payouts.service.js';
import type { StatementsRepository } from './statements.repository.js';

/**
 * The payout run (decision 0090): one payout over every closed statement that is payable now. Nothing
 * is skipped silently: statements of held producers come back as held with the reason, and those still
 * in the refund window as waiting with their date. One transaction over the locked statements, so a run
 * that crashes pays nothing and a second run never pays a statement twice.
 */
export function createPayoutRun(deps: {
  repo: PayoutsRepository;
  statements: Pick<StatementsRepository, 'names'>;
  gate: PayoutGate;
  present: PayoutsService['present'];
}) {
  const { repo, statements, gate, present } = deps;
  return async function run(ctx: EntityContext, body: unknown): Promise<PayoutRunView> {
    if (!ctx.user) throw new AppError('unauthenticated');
    if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
    const by = ctx.user.id;
    const input = parse(payoutRunSchema, body);
    const { made, gated } = await repo.transaction(async (tx) => {
      const gated = await gate(tx, await repo.openStatements(tx));
      const paying = gated.filter((g) => !g.hold && !g.waiting);
      const made = paying.length
        ? await repo.insert(
            tx,
            { method: input.method, note: input.note ?? '', createdBy: by },
            paying.map((g) => ({ statementId: g.id, payeeId: g.payeeId, amount: g.amount })),
          )
        : null;
      return { made, gated };
    });
    const names = await statements.names(gated.map((g) => g.payeeId));
    const held = new Map<number, PayoutRunView['held'][number]>();
    for (const g of gated.filter((x) => x.hold)) {
      const h = held.get(g.payeeId) ?? {
        payee_id: g.payeeId,
        payee_name: names.get(g.payeeId) ?? '',
        reason: g.hold!.reason,
        amount: 0,
        statement_ids: [],
      };
      h.amount += g.amount;
      h.statement_ids.push(g.id);
      held.set(g.payeeId, h);
    }
    return {
      payout: made && (await present([made]))[0]!,
      held: [...held.values()],
      waiting: gated
        .filter((g) => !g.hold && g.waiting)
        .map((g) => ({
          statement_id: g.id,
          payee_id: g.payeeId,
          payee_name: names.get(g.payeeId) ?? '',
          amount: g.amount,
          payable_at: g.payableAt,
        })),
    };
  };
}
