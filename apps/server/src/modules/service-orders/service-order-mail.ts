import type { MailService } from '../mail/mail.service.js';
import type { ServiceOrderRow, ServiceOrdersRepository } from './service-orders.repository.js';

type Tx = Parameters<Parameters<ServiceOrdersRepository['transaction']>[0]>[0];

/** What each step tells the side that acts next (the text sits in the editable 'service-order-step' template). */
export const STEP_TEXT = {
  requested: 'A new request arrived. Read the brief and send a quote, or decline it.',
  fixed: "A new order arrived at your offer's fixed price. Read the brief; the work starts once the deposit is paid.",
  quoted: 'The quote is ready. Accept it to pay the deposit and start the work.',
  declined: 'The request was declined.',
  accepted: 'The quote was accepted. The work starts once the deposit is paid.',
  deposit_paid: 'The deposit is paid: the work can start.',
  delivered: 'A new version was delivered. Listen to it, then accept it or ask for a revision.',
  revision: 'A revision was asked. Read the notes on the thread.',
  delivery_accepted: 'The delivery was accepted. Pay the balance to unlock the files.',
  completed: 'The balance is paid: the files are unlocked.',
  unlocked: 'The delivery was accepted: the files are unlocked.',
  cancelled: 'The order was cancelled by Beatmarket. What you paid is refunded.',
  message: 'A new message arrived on the thread.',
} as const;
export type Step = keyof typeof STEP_TEXT;

/** Mails a step to a side of the order (a house order's seller side is the administrators' back office: no mail). */
export function createServiceOrderMail(deps: { repo: ServiceOrdersRepository; mail: MailService; publicUrl: string }) {
  return async (order: ServiceOrderRow, step: Step, to: 'buyer' | 'seller' | 'both', tx?: Tx) => {
    const ids = to === 'both' ? [order.buyerId, order.sellerId] : [to === 'buyer' ? order.buyerId : order.sellerId];
    const people = await deps.repo.people(ids, tx);
    for (const person of people.values())
      await deps.mail.sendTemplate(
        person.email,
        'service-order-step',
        {
          name: person.firstName,
          order_id: String(order.id),
          title: order.title,
          step: STEP_TEXT[step],
          link: `${deps.publicUrl}/service-order/${order.id}`,
        },
        tx,
      );
  };
}
export type ServiceOrderMail = ReturnType<typeof createServiceOrderMail>;
