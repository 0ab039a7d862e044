import type { OfferTermsView } from '@beatmarket/shared';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import type { Beat } from '../../../lib/beat';
import { notifySuccess } from '../../../lib/notify';
import { useMakeOffer } from '../api/offers';
import { AmountForm } from './AmountForm';

/**
 * "Make an offer" on a beat page (slot MakeOffer, decision 0098), drawn by MakeOfferSlot once the producer
 * takes offers on these licences and the beat is on sale; a visitor logs in first. The producer's floor is
 * never shown: an offer under it is refused at once, politely, under the amount.
 */
export function MakeOfferButton({ beat, licenses }: { beat: Beat; licenses: OfferTermsView['licenses'] }) {
  const [open, setOpen] = useState(false);
  const requireLogin = useRequireLogin();
  const make = useMakeOffer();
  const navigate = useNavigate();
  const [licenseId, setLicenseId] = useState<number | null>(null);
  const chosen = licenseId ?? licenses[0]!.id;
  return (
    <>
      <Button variant="secondary" onClick={requireLogin(() => setOpen(true))}>
        <HandCoins className="size-4" aria-hidden /> Make an offer
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={`Make an offer: ${beat.title}`}>
        <AmountForm
          label="Your offer"
          submitLabel="Send offer"
          onSubmit={async (v) => {
            const offer = await make.mutateAsync({ beat_id: beat.id, license_id: chosen, ...v });
            setOpen(false);
            notifySuccess('Offer sent', 'The producer has 7 days to answer. You will get an e-mail at each step.');
            void navigate(`/offers/${offer.id}`);
          }}
        >
          <SelectField label="Licence" value={chosen} onChange={(e) => setLicenseId(Number(e.target.value))}>
            {licenses.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </SelectField>
        </AmountForm>
      </Modal>
    </>
  );
}
export default MakeOfferButton;
