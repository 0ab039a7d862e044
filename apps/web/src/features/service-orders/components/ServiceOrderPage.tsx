import { formatDate, SERVICE_KIND_LABEL, type ServiceOrderView } from '@beatmarket/shared';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useServiceOrder } from '../api/service-orders';
import { MessageForm } from './MessageForm';
import { ServiceActions } from './ServiceActions';
import { ServiceMoney } from './ServiceMoney';
import { ServiceStatusPill } from './ServiceStatusPill';
import { ServiceThread } from './ServiceThread';

/** The brief as the buyer wrote it: only what they filled in. */
function Brief({ brief }: { brief: ServiceOrderView['brief'] }) {
  const rows = (
    [
      ['Tempo', brief.tempo === null ? '' : `${brief.tempo} BPM`],
      ['Key', brief.key],
      ['Mood', brief.mood],
      // A calendar date, not an instant: read in UTC so no time zone moves it a day.
      ['Deadline asked', brief.deadline ? formatDate(`${brief.deadline}T00:00:00Z`, 'UTC') : ''],
    ] as [string, string][]
  ).filter(([, v]) => v);
  // A brief of notes alone (they open the thread) leaves no empty box above it.
  if (!rows.length && !brief.references.length) return null;
  return (
    <section className="rounded-3xl bg-zinc-900/60 p-5 text-sm ring-1 ring-white/5 sm:p-6" aria-label="Brief">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-zinc-400">{k}</dt>
            <dd className="text-zinc-100">{v}</dd>
          </div>
        ))}
      </dl>
      {brief.references.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1">
          {brief.references.map((r) => (
            <li key={r} className="truncate">
              <a href={r} target="_blank" rel="noreferrer nofollow" className="text-accent-300 hover:underline">
                {r}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `/service-order/{id}` (the link of the service-order mails): the state, the money and its next payment,
 * the brief, the thread with its files, and the steps the viewer may take.
 */
export function ServiceOrderPage() {
  const id = Number(useParams().id);
  const order = useServiceOrder(id);
  usePageTitle(order.data?.title ?? 'Service order');
  if (!Number.isInteger(id) || (order.error instanceof ApiError && order.error.status === 404)) return <NotFoundPage />;
  if (order.isLoading) return <Spinner label="Loading the service order" />;
  if (!order.data)
    return <p className="py-8 text-zinc-400">This service order could not be loaded. Please try again later.</p>;
  const o = order.data;
  const other = o.role === 'buyer' ? `with ${o.seller}` : `for ${o.buyer}`;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={o.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <ServiceStatusPill status={o.status} late={o.late} />
            <span>
              {SERVICE_KIND_LABEL[o.kind]} {other}
            </span>
          </span>
        }
        actions={
          <Link
            to={o.role === 'admin' ? '/service-orders?all=1' : '/service-orders'}
            className="text-sm text-accent-300 hover:underline"
          >
            All service orders
          </Link>
        }
      />
      <ServiceMoney order={o} />
      <ServiceActions order={o} />
      <Brief brief={o.brief} />
      <section aria-labelledby="thread" className="flex flex-col gap-4">
        <h2 id="thread" className="text-lg font-bold text-white">
          Messages and files
        </h2>
        <ServiceThread events={o.events} />
        {o.actions.includes('message') && <MessageForm orderId={o.id} step="messages" seller={o.role !== 'buyer'} />}
      </section>
    </div>
  );
}
