import { formatCents } from '@beatmarket/shared';
import type { MailService } from '../mail/mail.service.js';
import type { OfferRow, OffersRepository, Tx } from './offers.repository.js';

/** What each step tells the other side (the text sits in the editable 'offer-step' template). */
export const OFFER_STEP_TEXT = {
  offer: 'You received a new offer. Accept it, decline it or make a counter-offer.',
  counter: 'A counter-offer arrived. Accept it, counter again or walk away.',
  accept: 'The offer was accepted. The buyer has 48 hours to pay through the checkout link.',
  decline: 'The offer was declined.',
  withdraw: 'The buyer withdrew the offer.',
  lost: 'Sorry: the exclusive was sold to someone else before your payment. Your offer is closed and nothing was charged.',
} as const;
export type OfferStep = keyof typeof OFFER_STEP_TEXT;

/**
 * Mails a step to the side that did not take it (both when an offer is accepted). tx: the transaction
 * that took the step, when the mail must be queued with it (an offer lost in a checkout's payment).
 */
export function createOfferMail(deps: { repo: OffersRepository; mail: MailService; publicUrl: string }) {
  return async (offer: OfferRow, step: OfferStep, to: ('buyer' | 'producer')[], tx?: Tx) => {
    const ids = to.map((s) => (s === 'buyer' ? offer.buyerId : offer.producerId));
    const [people, beats] = await Promise.all([deps.repo.names(ids, tx), deps.repo.beatsOf([offer.beatId], tx)]);
    for (const id of ids) {
      const person = people.get(id);
      if (!person) continue;
      await deps.mail.sendTemplate(
        person.email,
        'offer-step',
        {
          name: person.first,
          beat: beats.get(offer.beatId)?.title ?? '',
          amount: formatCents(offer.amount),
          step: OFFER_STEP_TEXT[step],
          link: `${deps.publicUrl}/offers/${offer.id}`,
        },
        tx,
      );
    }
  };
}
export type OfferMail = ReturnType<typeof createOfferMail>;
