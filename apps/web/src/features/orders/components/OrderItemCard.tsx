import { ATTACHMENT_LABEL, formatCents, isDelivered } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Download, FileText, MessagesSquare } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSlots } from '../../../lib/slots';
import type { OrderView } from '../../../lib/orders';
import { LicenceChannels } from './LicenceChannels';
import { TrackoutsNotice } from './TrackoutsNotice';

type Line = OrderView['items'][number];

/** One licensed beat: its licence and price, its terms, its files and its licence code. */
export function OrderItemCard({ order, item, admin }: { order: OrderView; item: Line; admin: boolean }) {
  // A store item's line has its one ZIP, not a beat's trackouts (decision 0085).
  const { ServiceRequest, LicenceUpgrade } = useSlots();
  const label = (kind: keyof typeof ATTACHMENT_LABEL) => (item.store_item_id === null ? ATTACHMENT_LABEL[kind] : 'ZIP');
  return (
    <li className="rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5">
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
      <ul className={clsx('mt-3 grid gap-1 text-sm text-zinc-300', item.store_item_id === null && 'sm:grid-cols-2')}>
        {item.terms.map((t) => (
          <li key={t}>✓ {t}</li>
        ))}
      </ul>
      <TrackoutsNotice orderId={order.id} item={item} admin={admin} />
      {(item.downloads.length > 0 || item.license_pdf) && (
        <div className="mt-5 flex flex-wrap gap-3">
          {item.downloads.map((f) => (
            <a
              key={f.href}
              href={f.href}
              download
              className="inline-flex h-10 items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
              aria-label={`Download ${label(f.kind)} of ${item.beat_title}`}
            >
              <Download className="size-4" aria-hidden />
              {label(f.kind)}
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
      <LicenceChannels order={order} item={item} buyer={!admin} />
      {/* Decision 0095: the buyer upgrades this licence, paying the difference. */}
      {!admin && item.beat_id !== null && isDelivered(order.status) && (
        <div className="mt-5">
          <Suspense fallback={null}>
            <LicenceUpgrade beatId={item.beat_id} itemId={item.id} />
          </Suspense>
        </div>
      )}
      {item.service_order_id !== null && (
        <Link
          to={`/service-order/${item.service_order_id}`}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 hover:underline"
        >
          <MessagesSquare className="size-4" aria-hidden /> Files and messages
        </Link>
      )}
      {/* A bought feature's follow-up: the buyer sends the artist the song and brief (decision 0088). */}
      {!admin &&
        item.license.type === 'feature' &&
        item.service_order_id === null &&
        order.status === 'fulfilled' &&
        item.refunded < item.amount && (
          <div className="mt-5">
            <Suspense fallback={null}>
              <ServiceRequest
                offer={{ kind: 'feature', feature_item_id: item.id }}
                label="Request the feature"
                of={`feature on ${item.beat_title}`}
              />
            </Suspense>
          </div>
        )}
      <p className="mt-3 text-xs text-zinc-400">
        Licence code{' '}
        <Link to={`/verify/${item.verification_code}`} className="font-mono text-accent-300 hover:underline">
          {item.verification_code}
        </Link>{' '}
        {order.status === 'refunded'
          ? '· revoked: this order was refunded'
          : '· download links renew each time you open this page'}
      </p>
    </li>
  );
}

/** Subtotal, discounts and total. */
export function OrderTotals({ order }: { order: OrderView }) {
  return (
    <dl className="space-y-2 rounded-3xl bg-zinc-900/60 p-6 text-sm ring-1 ring-white/5" aria-label="Order totals">
      <div className="flex justify-between text-zinc-300">
        <dt>Subtotal</dt>
        <dd>{formatCents(order.subtotal)}</dd>
      </div>
      {order.discount > 0 && (
        <div className="flex justify-between text-emerald-300">
          <dt>Discounts</dt>
          <dd>−{formatCents(order.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-white/10 pt-2 text-base font-semibold text-white">
        <dt>Total (USD)</dt>
        <dd>{formatCents(order.total)}</dd>
      </div>
    </dl>
  );
}
