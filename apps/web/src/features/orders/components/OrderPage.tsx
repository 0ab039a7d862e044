import { formatDateTime, isAdmin } from '@beatmarket/shared';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProfile } from '../../../lib/auth/use-profile';
import { PostItsSlot } from '../../../lib/slots';
import type { OrderPageState } from '../../../lib/orders';
import { useOrder } from '../api/use-orders';
import { OrderAdminPanel } from './OrderAdminPanel';
import { OrderHistory } from './OrderHistory';
import { OrderItemCard, OrderTotals } from './OrderItemCard';
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
          <OrderItemCard key={item.id} order={o} item={item} admin={isAdmin(profile?.role)} />
        ))}
      </ul>
      <div className="grid gap-6 sm:grid-cols-2">
        <OrderTotals order={o} />
        <OrderHistory events={o.events} />
      </div>
      <PostItsSlot entity="order" id={o.id} />
    </section>
  );
}
