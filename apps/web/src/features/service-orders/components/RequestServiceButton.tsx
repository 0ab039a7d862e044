import { SERVICE_KIND_LABEL } from '@beatmarket/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import type { Offer } from './form-values';
import { RequestForm } from './RequestForm';

/**
 * The "Request" entry point of a service (slot ServiceRequest): a visitor logs in first, as for Add to
 * cart, then the brief opens in a dialog.
 */
export function RequestServiceButton({ offer, label = 'Request', of }: { offer: Offer; label?: string; of?: string }) {
  const [open, setOpen] = useState(false);
  const requireLogin = useRequireLogin();
  const title = `Request: ${of ?? SERVICE_KIND_LABEL[offer.kind]}`;
  return (
    <>
      <Button size="sm" className="self-start" onClick={requireLogin(() => setOpen(true))} aria-label={title}>
        <Send className="size-3.5" aria-hidden /> {label}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={title} size="lg">
        {open && <RequestForm offer={offer} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
