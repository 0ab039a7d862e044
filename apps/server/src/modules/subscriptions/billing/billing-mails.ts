import { formatCents } from '@beatmarket/shared';
import type { MailService } from '../../mail/mail.service.js';
import { recipientOf } from './billing.repository.js';
import type { Tx } from './jobs.repository.js';
import type { SubscriptionRow } from './schedule.js';

const day = (at: Date) =>
  at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The billing engine's mails, recorded in the job's own transaction: a job that rolls back sends
 * nothing, one that commits sends exactly once.
 */
export function createBillingMails(mail: MailService, publicUrl: string) {
  const who = recipientOf;
  const page = (s: SubscriptionRow) => `${publicUrl}/subscription/${s.id}`;

  return {
    async declined(tx: Tx, s: SubscriptionRow, reason: string, retryAt: Date) {
      const w = await who(tx, s);
      await mail.sendTemplate(
        w.email,
        'subscription-payment-failed',
        {
          name: w.name || 'there',
          plan: w.plan,
          amount: formatCents(s.price),
          reason,
          retry_date: day(retryAt),
          link: page(s),
        },
        tx,
      );
    },
    async ended(tx: Tx, s: SubscriptionRow, reason: string) {
      const w = await who(tx, s);
      await mail.sendTemplate(
        w.email,
        'subscription-ended',
        { name: w.name || 'there', plan: w.plan, reason, link: `${publicUrl}/subscribe/${s.subscribableId}` },
        tx,
      );
    },
    async reminder(tx: Tx, s: SubscriptionRow, at: Date) {
      const w = await who(tx, s);
      await mail.sendTemplate(
        w.email,
        'subscription-renewal-reminder',
        { name: w.name || 'there', plan: w.plan, amount: formatCents(s.price), date: day(at), link: page(s) },
        tx,
      );
    },
  };
}
export type BillingMails = ReturnType<typeof createBillingMails>;
