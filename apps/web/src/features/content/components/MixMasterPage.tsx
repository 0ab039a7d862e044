import { formatCents, isAdmin, type ServiceData } from '@beatmarket/shared';
import { Clock, ListChecks, Pencil, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useProfile } from '../../../lib/auth/use-profile';
import { useSlots } from '../../../lib/slots';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { useServices } from '../api/content';
import { EditableContent } from './EditableContent';
import { InquiryForm } from './InquiryForm';
import { ServiceForm } from './ServiceForm';

/** `/mixing-and-mastering-services` (spec §2 mix-master): the services with their prices and order buttons, and a question form. */
export function MixMasterPage() {
  const { data: services, isLoading, isError } = useServices();
  const { data: profile } = useProfile();
  const { ServiceRequest } = useSlots();
  const admin = isAdmin(profile?.role);
  // Administrators add and edit the services here (hidden ones leave the page; the API lists them all).
  const [editing, setEditing] = useState<ServiceData | 'new' | null>(null);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10">
      <EditableContent id="mix-master" fallbackTitle="Mixing & Mastering" card={false} />
      <section aria-labelledby="services-heading">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="services-heading" className="text-xl font-bold text-white">
            Services
          </h2>
          {admin && (
            <div className="flex flex-wrap items-center justify-end gap-2">
              {/* Hidden and archived services are only in the list (this page shows the published). */}
              <Link
                to="/services"
                className="inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-zinc-300 hover:bg-white/5 hover:text-white"
              >
                <ListChecks className="size-3.5" aria-hidden /> Manage services
              </Link>
              <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
                <Plus className="size-3.5" aria-hidden /> Add service
              </Button>
            </div>
          )}
        </div>
        {isLoading ? (
          <Spinner label="Loading" />
        ) : isError ? (
          <p className="text-sm text-zinc-400">The services could not be loaded. Please try again later.</p>
        ) : !services?.length ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {services.map((s) => (
              <li key={s.id} className="flex flex-col gap-3 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="text-lg font-semibold text-white">{s.name}</h3>
                  <p className="shrink-0 text-sm text-zinc-400">
                    {!s.fixed_price && 'from '}
                    <span className="text-lg font-bold text-accent-300">{formatCents(s.price_from)}</span>
                  </p>
                </div>
                <p className="text-sm leading-relaxed text-zinc-300">{s.description}</p>
                {admin && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    onClick={() => setEditing(s)}
                    aria-label={`Edit ${s.name}`}
                  >
                    <Pencil className="size-3.5" aria-hidden /> Edit
                  </Button>
                )}
                {s.turnaround && (
                  <p className="mt-auto flex items-center gap-1.5 text-xs text-zinc-400">
                    <Clock className="size-3.5" aria-hidden /> {s.turnaround}
                  </p>
                )}
                {/* The package's terms (decision 0097): a fixed price starts the order with its deposit. */}
                <p className="text-xs text-zinc-400">
                  {s.deposit_percent}% deposit · {s.revisions} revision{s.revisions === 1 ? '' : 's'} included
                </p>
                {/* A service order of the house's package (decision 0088): the brief, a quote, the thread. */}
                <Suspense fallback={null}>
                  <ServiceRequest
                    offer={{ kind: 'mix_master', service_id: s.id }}
                    of={s.name}
                    label={s.fixed_price ? 'Order' : 'Request a quote'}
                  />
                </Suspense>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="inquiry-heading" className="rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5 sm:p-8">
        <h2 id="inquiry-heading" className="text-xl font-bold text-white">
          Not sure which package?
        </h2>
        {/* A question before buying, not an order: orders and quotes go through the packages above. */}
        <p className="mb-5 mt-1 text-sm text-zinc-400">
          Ask an engineer about your song; they answer within two working days. To order, use a package&apos;s Order or
          Request a quote button above.
        </p>
        <InquiryForm services={services ?? []} />
      </section>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add service' : 'Edit service'}
        size="lg"
      >
        {editing && (
          <ServiceForm
            key={editing === 'new' ? 'new' : editing.id}
            service={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
