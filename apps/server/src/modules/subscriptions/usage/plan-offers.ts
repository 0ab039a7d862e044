import type { PlanOfferView } from '@beatmarket/shared';
import type { Allowance } from './allowance.js';
import type { ClaimBeat, ClaimsRepository } from './claims.repository.js';
import { refusal, usable } from './coverage.js';

export type PlanOffers = (userId: number, beats: ClaimBeat[]) => Promise<Map<number, PlanOfferView>>;

/**
 * What the signed-in user's live plans offer on these beats (the beat page's and licence picker's
 * inner-circle option): per beat, the plan that already holds its claim this period, else the one with
 * most beats left. A user with no subscription costs one indexed read per page of beats.
 */
export function createPlanOffers(repo: ClaimsRepository, allowance: Allowance, now: () => Date): PlanOffers {
  return async (userId, beats) => {
    const offers = new Map<number, PlanOfferView>();
    if (!beats.length) return offers;
    const at = now();
    const live = (await repo.live(userId)).filter((l) => usable(l.subscription, at));
    if (!live.length) return offers;
    const plans = await Promise.all(
      live.map(async (l) => {
        const s = l.subscription;
        const used = await allowance.used(s.id, s.currentPeriodStart, s.currentPeriodEnd);
        return { ...l, left: Math.max(0, l.plan.allowance - used) };
      }),
    );
    const claimed = await repo.claimed(
      plans.map((p) => ({
        id: p.subscription.id,
        start: p.subscription.currentPeriodStart,
        end: p.subscription.currentPeriodEnd,
      })),
      beats.map((b) => b.id),
    );
    for (const beat of beats) {
      const fits = plans.filter((p) => refusal(p.plan, beat) === null);
      const orderOf = (subscriptionId: number) =>
        claimed.find((c) => c.subscriptionId === subscriptionId && c.beatId === beat.id)?.orderId ?? null;
      const best = fits.find((p) => orderOf(p.subscription.id) !== null) ?? fits.sort((a, b) => b.left - a.left)[0];
      if (!best) continue;
      offers.set(beat.id, {
        subscription_id: best.subscription.id,
        plan_name: best.plan.name,
        license_id: best.plan.licenseId,
        license_name: best.licenseName,
        left: best.left,
        total: best.plan.allowance,
        resets_at: best.subscription.currentPeriodEnd,
        order_id: orderOf(best.subscription.id),
      });
    }
    return offers;
  };
}
