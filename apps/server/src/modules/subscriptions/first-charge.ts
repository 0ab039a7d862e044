import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import type { MemberMails } from './billing/member-mails.js';
import { scheduleNext } from './billing/schedule.js';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';

/**
 * The subscribe request's last step (decision 0048): the pending first charge is charged under its key
 * and its outcome written with the subscription locked; the retried request and the sweep call it too.
 */
export function settleFirstCharge(deps: {
  repo: SubscriptionsRepository;
  gateway: PaymentGateway;
  now: () => Date;
  mails: MemberMails;
}) {
  const { repo, gateway, now, mails } = deps;
  /** Charges a pending first charge and records what happened; throws the decline as the first request did. */
  return async function settle(s: SubscriptionRow): Promise<number> {
    const charge = await repo.initialCharge(s.id);
    if (!charge || charge.status === 'paid') return s.id;
    if (charge.status === 'pending') {
      const auth = await gateway.chargeSaved({
        token: s.paymentMethod ?? '',
        amount: charge.amount,
        idempotencyKey: charge.idempotencyKey,
        description: `Beatmarket subscription ${s.id}`,
      });
      await repo.transaction(async (tx) => {
        const locked = (await repo.lock(tx, s.id))!;
        const current = await repo.charge(tx, charge.idempotencyKey);
        if (current?.status !== 'pending') return;
        if (auth.ok) {
          await repo.updateCharge(tx, charge.id, { status: 'paid', paymentRef: auth.ref, paidAt: now() });
          await repo.note(tx, locked, { kind: 'charged', actorId: null, note: 'First period paid' });
          await scheduleNext(tx, locked);
          await mails.welcome(tx, locked);
          await mails.receipt(tx, locked, charge);
          return;
        }
        await repo.updateCharge(tx, charge.id, { status: 'failed', failureReason: auth.reason });
        await repo.transition(
          tx,
          locked,
          'ended',
          { kind: 'charge_failed', actorId: null, note: auth.reason },
          { endedAt: now() },
        );
      });
      if (auth.ok) return s.id;
    }
    const failed = await repo.initialCharge(s.id);
    throw new AppError('payment_declined', {
      message: failed?.failureReason ?? 'Your card was declined.',
      topicId: 'payment',
    });
  };
}
