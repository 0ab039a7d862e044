import { formatCents, periodLabel } from '@beatmarket/shared';
import { escape } from '../../mail/templates.js';
import { TrustedHtml } from '../../mail/template-renderer.js';
import type { MailService } from '../../mail/mail.service.js';
import { recipientOf } from './billing.repository.js';
import type { Tx } from './jobs.repository.js';
import type { SubscriptionRow } from './schedule.js';

const day = (at: Date) =>
  at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const beats = (n: number, interval: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'beat' : 'beats'} a ${interval}`;

/** A claim's line as the claim mail lists it: the beat, its licence and its private links (no price: the plan paid). */
export interface ClaimLine {
  title: string;
  license: string;
  files: { name: string; href: string }[];
}

/**
 * The membership's own mails (issue 31): welcome (paid or trial), a receipt for every charge taken, the
 * cancellation's confirmation and a claim's delivery. Each is recorded in the caller's transaction, so
 * it goes out exactly when what it tells of commits.
 */
export function createMemberMails(mail: MailService, publicUrl: string) {
  const page = (s: SubscriptionRow) => `${publicUrl}/subscription/${s.id}`;
  const base = async (tx: Tx, s: SubscriptionRow) => {
    const w = await recipientOf(tx, s);
    return { to: w.email, name: w.name || 'there', plan: w.plan, allowance: beats(w.allowance, s.interval) };
  };

  return {
    /** The first period paid, or a free trial started. */
    async welcome(tx: Tx, s: SubscriptionRow) {
      const w = await base(tx, s);
      const common = {
        name: w.name,
        plan: w.plan,
        allowance: w.allowance,
        amount: formatCents(s.price),
        link: page(s),
      };
      if (s.status === 'trialing' && s.trialEnd)
        await mail.sendTemplate(w.to, 'subscription-trial-started', { ...common, trial_end: day(s.trialEnd) }, tx);
      else await mail.sendTemplate(w.to, 'subscription-welcome', { ...common, next_date: day(s.currentPeriodEnd) }, tx);
    },
    /** A period paid (first, renewal, plan change, a provider's paid invoice): amount in cents. */
    async receipt(tx: Tx, s: SubscriptionRow, charge: { amount: number; periodStart: Date; periodEnd: Date }) {
      const w = await base(tx, s);
      // A renewal the credit of a plan change covered whole took nothing from the card.
      const credit = charge.amount === 0;
      await mail.sendTemplate(
        w.to,
        'subscription-receipt',
        {
          name: w.name,
          plan: w.plan,
          amount: formatCents(credit ? s.price : charge.amount),
          period: periodLabel(charge.periodStart, charge.periodEnd),
          payment: credit
            ? 'the credit of your plan change'
            : s.provider === 'chargebee'
              ? 'your card on Chargebee'
              : s.paymentLabel || 'your saved card',
          link: page(s),
        },
        tx,
      );
    },
    async cancelled(tx: Tx, s: SubscriptionRow) {
      const w = await base(tx, s);
      await mail.sendTemplate(
        w.to,
        'subscription-cancelled',
        { name: w.name, plan: w.plan, end_date: day(s.currentPeriodEnd), link: page(s) },
        tx,
      );
    },
    /** A claim delivered: the beat's links, and what is left of the period's allowance. */
    async claim(
      tx: Tx,
      s: SubscriptionRow,
      order: { id: number; lines: ClaimLine[] },
      allowance: { total: number; used: number },
    ) {
      const w = await base(tx, s);
      const html = order.lines
        .map(
          (l) =>
            `<h3>${escape(l.title)} · ${escape(l.license)}</h3><ul>${l.files.map((f) => `<li><a href="${escape(f.href)}">${escape(f.name)}</a></li>`).join('')}</ul>`,
        )
        .join('\n');
      const text = order.lines.map((l) => `${l.title} (${l.license})`).join('; ');
      const left = Math.max(0, allowance.total - allowance.used);
      await mail.sendTemplate(
        w.to,
        'subscription-claim',
        {
          name: w.name,
          plan: w.plan,
          order_id: String(order.id),
          order_url: `${publicUrl}/order/${order.id}`,
          items: new TrustedHtml(html, text),
          allowance: `${left} of your ${beats(allowance.total, s.interval)} left this ${s.interval}, until ${day(s.currentPeriodEnd)}.`,
        },
        tx,
      );
    },
  };
}
export type MemberMails = ReturnType<typeof createMemberMails>;
