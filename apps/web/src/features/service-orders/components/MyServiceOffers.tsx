import type { ServiceOfferView } from '@beatmarket/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { notifyError } from '../../../lib/notify';
import { useArchiveServiceOffer, useMyServiceOffers } from '../api/service-offers';
import { OfferForm } from './OfferForm';
import { termsLine } from './offer-terms';

function OfferRow({ offer, onEdit }: { offer: ServiceOfferView; onEdit(): void }) {
  const archive = useArchiveServiceOffer(offer.id);
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-white">{offer.title}</p>
        {!offer.published && <span className="shrink-0 text-xs text-zinc-400">Hidden</span>}
      </div>
      <p className="text-sm text-zinc-300">{termsLine(offer)}</p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${offer.title}`}>
          <Pencil className="size-3.5" aria-hidden /> Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          busy={archive.isPending}
          onClick={() => archive.mutate(undefined, { onError: (err) => notifyError(err) })}
          aria-label={`Remove ${offer.title}`}
        >
          <Trash2 className="size-3.5" aria-hidden /> Remove
        </Button>
      </div>
    </li>
  );
}

/** The dashboard's "Custom-beat offers" (decision 0097): the producer's own, with their terms, and a new one. */
export function MyServiceOffers() {
  const { data: offers } = useMyServiceOffers();
  const [editing, setEditing] = useState<ServiceOfferView | 'new' | null>(null);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="my-service-offers">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-service-offers" className="text-xl font-semibold text-white">
            Custom-beat offers
          </h2>
          <p className="text-sm text-zinc-400">
            Beats made to a buyer&apos;s brief: a fixed price starts the order at once, no price asks you to quote.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> New offer
        </Button>
      </div>
      {offers && offers.length === 0 && <p className="text-sm text-zinc-400">You have no custom-beat offers yet.</p>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {offers?.map((o) => (
          <OfferRow key={o.id} offer={o} onEdit={() => setEditing(o)} />
        ))}
      </ul>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'New custom-beat offer' : 'Edit custom-beat offer'}
        size="lg"
      >
        {editing && (
          <OfferForm
            key={editing === 'new' ? 'new' : editing.id}
            offer={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </section>
  );
}
