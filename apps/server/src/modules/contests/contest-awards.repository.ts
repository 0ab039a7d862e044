import { count, eq, sql } from 'drizzle-orm';
import type { ContestPrize } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { contestWinners, coupons, ledgerEntries } from '../../db/schema/index.js';
import { deliverFeature, type PrizeOrders } from './contest-feature-prize.repository.js';
import type { Tx } from './contests.repository.js';

/** One place's winner and what their prize becomes (decided by the service). */
export interface Award {
  place: number;
  entryId: number;
  userId: number;
  prize: ContestPrize | null;
  /** The ledger row's note, or the coupon's title. */
  label: string;
  /** A coupon prize's code and last day. */
  code?: string;
  redeemBy?: string;
}

/** How a pick ends: paid (with the feature orders still to deliver), already picked, or a feature not giveable. */
export type AwardResult =
  { ok: true; orders: number[] } | { ok: false; reason: 'picked' } | { ok: false; reason: 'feature'; place: number };

/** Thrown inside the transaction to undo the whole pick when a feature prize cannot be given now. */
class FeatureGone extends Error {
  constructor(readonly place: number) {
    super(`feature prize of place ${place} cannot be given`);
  }
}

interface PrizeDeps {
  orders: PrizeOrders;
  producerPercent: number;
  now: () => Date;
}

async function payPrize(tx: Tx, a: Award & { contestId: number }, by: number, deps: PrizeDeps) {
  const none = { ledgerEntryId: null, couponId: null, orderId: null };
  if (!a.prize) return none;
  if (a.prize.kind === 'feature') {
    const orderId = await deliverFeature(
      tx,
      deps.orders,
      { contestId: a.contestId, place: a.place, userId: a.userId, beatId: a.prize.beat_id, label: a.label, by },
      deps.producerPercent,
      deps.now(),
    );
    if (!orderId) throw new FeatureGone(a.place);
    return { ...none, orderId };
  }
  if (a.prize.kind === 'cash') {
    // An adjustment of the winner's: it lands on their next statement and is paid by a payout like any earning.
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        payeeId: a.userId,
        role: 'producer',
        kind: 'adjustment',
        amount: a.prize.amount,
        note: a.label,
        createdBy: by,
      })
      .returning({ id: ledgerEntries.id });
    return { ...none, ledgerEntryId: row!.id };
  }
  const [row] = await tx
    .insert(coupons)
    .values({ title: a.label, code: a.code!, buyX: 1, getY: 0, percentOff: a.prize.percent_off, redeemBy: a.redeemBy! })
    .returning({ id: coupons.id });
  return { ...none, couponId: row!.id };
}

export function createContestAwardsRepository(db: Db, deps: PrizeDeps) {
  return {
    /**
     * The winners and every prize in one transaction. The contest's row is locked first, so of two picks
     * at once the second sees the first's winners; a feature that cannot be given undoes the whole pick.
     */
    award: (contestId: number, awards: Award[], by: number): Promise<AwardResult> =>
      db
        .transaction(async (tx): Promise<AwardResult> => {
          await tx.execute(sql`select 1 from contests where id = ${contestId} for update`);
          const [had] = await tx
            .select({ n: count() })
            .from(contestWinners)
            .where(eq(contestWinners.contestId, contestId));
          if (had!.n > 0) return { ok: false, reason: 'picked' };
          const orders: number[] = [];
          for (const a of awards) {
            const paid = await payPrize(tx, { ...a, contestId }, by, deps);
            if (paid.orderId) orders.push(paid.orderId);
            await tx
              .insert(contestWinners)
              .values({ contestId, place: a.place, entryId: a.entryId, userId: a.userId, createdBy: by, ...paid });
          }
          return { ok: true, orders };
        })
        .catch((err: unknown) => {
          if (err instanceof FeatureGone) return { ok: false, reason: 'feature', place: err.place } as const;
          throw err;
        }),
  };
}
export type ContestAwardsRepository = ReturnType<typeof createContestAwardsRepository>;
