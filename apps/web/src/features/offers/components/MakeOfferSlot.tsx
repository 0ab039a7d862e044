import { lazy, Suspense } from 'react';
import type { Beat } from '../../../lib/beat';
import { useOfferTerms } from '../api/offers';

const MakeOfferButton = lazy(() => import('./MakeOfferButton'));

/**
 * The beat page's "Make an offer" (slot MakeOffer): the dialog's code loads only for a beat whose producer
 * takes offers, so a visitor's beat page does not pay for it (issue 33; its terms are one small read).
 */
export function MakeOfferSlot({ beat }: { beat: Beat }) {
  const on = beat.purchasable && !beat._can_edit;
  const terms = useOfferTerms(beat.id, on);
  if (!on || !terms.data?.enabled || !terms.data.licenses.length) return null;
  return (
    <Suspense fallback={null}>
      <MakeOfferButton beat={beat} licenses={terms.data.licenses} />
    </Suspense>
  );
}
