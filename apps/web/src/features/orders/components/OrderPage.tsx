import { ATTACHMENT_LABEL, formatCents, formatDateTime, isAdmin } from '@beatmarket/shared';
import { Download, FileText } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProfile } from '../../../lib/auth/use-profile';
import { PostItsSlot } from '../../../lib/slots';
import type { OrderPageState } from '../../../lib/orders';
import { useOrder } from '../api/use-orders';
import { OrderAdminPanel } from './OrderAdminPanel';
import { TrackoutsNotice } from './TrackoutsNotice';
import { OrderHistory } from './OrderHistory';
import { OrderStatusPill } from './OrderStatusPill';
import { showsThankYou, ThankYou } from './ThankYou';

/** The tab's name while the page has no header yet (loading, or the order could not be loaded). */
function TabTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/**
 * /order/{id}: for its buyer and administrators; the licensed files, the licence PDFs and the history.
 * Straight after paying (or soon after, from the receipt) the buyer is thanked first.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const { data: profile } = useProfile();
  const from = (useLocation().state as OrderPageState | null)?.from;
  if (order.isLoading)
    return (
      <>
        <TabTitle title={`Order ${id}`} />
        <Spinner label="Loading your order" />
      </>
    );
  if (!order.data)
    return (
      <p className="py-16 text-center text-zinc-400">
        <TabTitle title={`Order ${id}`} />
        This order could not be loaded.{' '}
        <Link to="/profile?tab=purchases" className="text-accent-300 hover:underline">
          Your purchases
        </Link>
      </p>
    );
  const o = order.data;
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={`Order ${o.id}`}
        subtitle={
          <>
            Placed {formatDateTime(o.created_at)} · <OrderStatusPill status={o.status} />
          </>
        }
      />
      {isAdmin(profile?.role) && <OrderAdminPanel order={o} />}
      {showsThankYou(o, profile?.email, from) && <ThankYou order={o} />}
      {o.failure_reason && (
        <p role="alert" className="rounded-2xl bg-red-500/10 p-4 text-sm text-red-200 ring-1 ring-red-500/30">
          {o.failure_reason}
        </p>
      )}
      <ul className="flex flex-col gap-4" aria-label="Licensed beats">
        {o.items.map((item) => (
          <li key={item.id} className="rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-bold text-white">{item.beat_title}</h2>
                <p className="text-sm text-zinc-300">
                  {item.license.name}
                  {item.license.trackouts ? ` + ${item.license.trackouts}` : ''}
                  {item.license.bundle ? ` + ${item.license.bundle}` : ''}
                </p>
              </div>
              <div className="text-right">
                {item.discount > 0 && <s className="block text-xs text-zinc-400">{formatCents(item.line_total)}</s>}
                <p className="text-lg font-semibold text-white">{formatCents(item.amount)}</p>
                {item.discounts.map((d) => (
                  <p key={d.coupon_id} className="text-xs text-emerald-300">
                    {d.title}: −{formatCents(d.cents)}
                  </p>
                ))}
              </div>
            </div>
            <ul className="mt-3 grid gap-1 text-sm text-zinc-300 sm:grid-cols-2">
              {item.terms.map((t) => (
                <li key={t}>✓ {t}</li>
              ))}
            </ul>
            <TrackoutsNotice orderId={o.id} item={item} admin={isAdmin(profile?.role)} />
            {(item.downloads.length > 0 || item.license_pdf) && (
              <div className="mt-5 flex flex-wrap gap-3">
                {item.downloads.map((f) => (
                  <a
                    key={f.href}
                    href={f.href}
                    download
                    className="inline-flex h-10 items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
                    aria-label={`Download ${ATTACHMENT_LABEL[f.kind]} of ${item.beat_title}`}
                  >
                    <Download className="size-4" aria-hidden />
                    {ATTACHMENT_LABEL[f.kind]}
                  </a>
                ))}
                {item.license_pdf && (
                  <a
                    href={item.license_pdf}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700"
                  >
                    <FileText className="size-4" aria-hidden />
                    Licence PDF
                  </a>
                )}
              </div>
            )}
            <p className="mt-3 text-xs text-zinc-400">
              Licence code{' '}
              <Link to={`/verify/${item.verification_code}`} className="font-mono text-accent-300 hover:underline">
                {item.verification_code}
              </Link>{' '}
              {o.status === 'refunded'
                ? '· revoked: this order was refunded'
                : '· download links renew each time you open this page'}
            </p>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 sm:grid-cols-2">
        <dl className="space-y-2 rounded-3xl bg-zinc-900/60 p-6 text-sm ring-1 ring-white/5" aria-label="Order totals">
          <div className="flex justify-between text-zinc-300">
            <dt>Subtotal</dt>
            <dd>{formatCents(o.subtotal)}</dd>
          </div>
          {o.discount > 0 && (
            <div className="flex justify-between text-emerald-300">
              <dt>Discounts</dt>
              <dd>−{formatCents(o.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-white/10 pt-2 text-base font-semibold text-white">
            <dt>Total (USD)</dt>
            <dd>{formatCents(o.total)}</dd>
          </div>
        </dl>
        <OrderHistory events={o.events} />
      </div>
      <PostItsSlot entity="order" id={o.id} />
    </section>
  );
}
