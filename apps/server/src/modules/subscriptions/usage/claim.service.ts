import { randomBytes } from 'node:crypto';
import {
  beatTitleParts,
  claimSchema,
  isAdmin,
  isPlanGrantable,
  type BeatType,
  type ClaimResult,
  type LineTerms,
  verificationCode,
} from '@beatmarket/shared';
import { AppError } from '../../../core/errors.js';
import { parse } from '../../../core/parse.js';
import type { EntityContext } from '../../entities/entity.types.js';
import { allowanceOf, type Allowance } from './allowance.js';
import type { ClaimOrders, ClaimsRepository, PlanRow, SubscriptionRow, Tx } from './claims.repository.js';
import { claimKey, shownDate, refusal, usable } from './coverage.js';

const NOUN = { month: 'month', year: 'year' } as const;

/** Why a subscription with no access now cannot be used, in the subscriber's words. */
function noAccess(s: SubscriptionRow, now: Date): AppError {
  if (s.status === 'ended') return new AppError('conflict', { message: 'This subscription has ended.' });
  if (s.status === 'cancelled' && now >= s.currentPeriodEnd)
    return new AppError('conflict', { message: `This subscription ended on ${shownDate(s.currentPeriodEnd)}.` });
  return new AppError('conflict', {
    message: 'Your plan is renewing for its next period. Try again in a few minutes.',
  });
}

/**
 * `POST /subscription/{id}/claim` (issue 19, decision 0052): a beat's licence out of the period's
 * allowance, with no checkout. The claim is an order of amount zero made by the commerce orders
 * repository (so the order page, licence PDF and private links are the sale's own), decided under the
 * subscription's row lock so two claims for the last beat take turns and one of them is refused.
 */
export function createClaimService(deps: {
  repo: ClaimsRepository;
  allowance: Allowance;
  orders: ClaimOrders;
  /** Delivery of a recorded order (commerce's: fulfilled, receipt with the download links). */
  complete(orderId: number): Promise<unknown>;
  now: () => Date;
}) {
  const { repo, orders } = deps;

  async function record(tx: Tx, userId: number, beatId: number, s: SubscriptionRow, plan: PlanRow) {
    const now = deps.now();
    const beat = await repo.beat(tx, beatId);
    const why = refusal(plan, beat, plan.producerId === null ? '' : await repo.producerName(tx, plan.producerId));
    if (why) throw new AppError('validation_failed', { topicId: 'beat_id', message: why });
    const key = claimKey(s.id, s.currentPeriodStart, beatId);
    const again = await repo.orderByKey(tx, userId, key);
    if (again) return { orderId: again.id, fresh: false };
    const used = await deps.allowance.used(s.id, s.currentPeriodStart, s.currentPeriodEnd, tx);
    if (used >= plan.allowance)
      throw new AppError('conflict', {
        topicId: 'beat_id',
        message: `You have used this ${NOUN[s.interval]}'s ${plan.allowance} ${plan.allowance === 1 ? 'beat' : 'beats'}. Your allowance resets on ${shownDate(s.currentPeriodEnd)}.`,
      });
    const license = (await repo.license(tx, plan.licenseId))!;
    // Plans grant non-exclusive licences only (issue 31); a licence edited to exclusive since is refused too.
    if (!isPlanGrantable(license.type))
      throw new AppError('conflict', {
        message:
          "This plan's licence is exclusive, which a plan cannot grant. Beats can be claimed again once the store changes it.",
      });
    const terms: LineTerms = {
      name: license.name,
      type: license.type,
      level: license.level,
      specifications: license.specifications,
      trackouts: null,
      bundle: null,
    };
    const made = await orders.insertPendingIn(
      tx,
      {
        userId,
        idempotencyKey: key,
        subtotal: 0,
        total: 0,
        currency: s.currency,
        address: s.address,
        paymentProvider: 'subscription',
        subscriptionId: s.id,
        // The subscriptions clock: the allowance counts the period's claims by this time.
        createdAt: now,
      },
      [
        {
          beatId,
          licenseId: license.id,
          trackoutsId: null,
          bundleLicenseId: null,
          beatTitle: beatTitleParts(beat!.title, beat!.beatType as BeatType).full,
          producerId: beat!.producerId,
          coproducerId: beat!.coproducerId,
          collaborators: beat!.collaborators,
          terms,
          lineTotal: 0,
          amount: 0,
          verificationCode: verificationCode(randomBytes),
        },
      ],
      `Claimed from ${plan.name}`,
    );
    if (!made) throw new Error(`claim ${key} raced under the subscription lock`);
    // Nothing to authorize or capture: the period's charge paid for it (split at the period's end).
    await orders.move(tx, made.id, 'pending', 'paid', userId, 'Included in the subscription', {
      paidAt: now,
      capturedAt: now,
    });
    await orders.countSales(tx, [beatId]);
    return { orderId: made.id, fresh: true };
  }

  return {
    async claim(ctx: EntityContext, subscriptionId: number, body: unknown): Promise<ClaimResult> {
      if (!ctx.user) throw new AppError('unauthenticated');
      const user = ctx.user;
      const input = parse(claimSchema, body);
      const { orderId, s, plan } = await repo.transaction(async (tx) => {
        const s = await repo.lockSubscription(tx, subscriptionId);
        // Someone else's subscription does not exist for them; an administrator may read it, not use it.
        if (!s || (s.userId !== user.id && !isAdmin(user.role))) throw new AppError('record_not_found');
        if (s.userId !== user.id)
          throw new AppError('forbidden', { message: 'Only the subscriber can use this plan.' });
        if (!usable(s, deps.now())) throw noAccess(s, deps.now());
        const plan = (await repo.plan(tx, s.subscribableId))!;
        const { orderId } = await record(tx, user.id, input.beat_id, s, plan);
        return { orderId, s, plan };
      });
      // Delivery (fulfilled, receipt mail) as for a sale; harmless again for a claim already delivered.
      await deps.complete(orderId);
      const used = await deps.allowance.used(s.id, s.currentPeriodStart, s.currentPeriodEnd);
      return { order_id: orderId, allowance: allowanceOf(plan.allowance, used) };
    },
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;
