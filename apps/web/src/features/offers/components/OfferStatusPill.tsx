import { OFFER_STATUS_LABEL, type OfferStatus } from '@beatmarket/shared';
import { clsx } from 'clsx';

const TONE: Record<OfferStatus, string> = {
  open: 'bg-sky-500/15 text-sky-300',
  accepted: 'bg-emerald-500/15 text-emerald-300',
  paid: 'bg-emerald-500/25 text-emerald-200',
  declined: 'bg-zinc-500/20 text-zinc-300',
  withdrawn: 'bg-zinc-500/20 text-zinc-300',
  expired: 'bg-amber-500/15 text-amber-300',
  lost: 'bg-rose-500/15 text-rose-300',
  refunded: 'bg-zinc-500/20 text-zinc-300',
};

export function OfferStatusPill({ status }: { status: OfferStatus }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[status])}>
      {OFFER_STATUS_LABEL[status]}
    </span>
  );
}
