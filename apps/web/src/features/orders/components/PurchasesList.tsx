import { formatCents, formatDate } from '@beatmarket/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { useMyOrders } from '../api/use-orders';

/** The buyer's orders, newest first: each opens its page with fresh download links. */
export function PurchasesList() {
  const orders = useMyOrders();
  if (orders.isLoading) return <Spinner label="Loading your purchases" />;
  if (!orders.data?.length) return <EmptyState title="No purchases yet." />;
  return (
    <ul className="max-w-2xl divide-y divide-white/5 rounded-3xl bg-zinc-900/60 ring-1 ring-white/5" aria-label="Purchases">
      {orders.data.map((o) => (
        <li key={o.id}>
          <Link to={`/order/${o.id}`} className="flex items-center justify-between gap-4 px-6 py-4 hover:bg-white/[0.03]">
            <span className="font-semibold text-white">Order {o.id}</span>
            <span className="text-sm text-zinc-400">{formatDate(o.created_at)}</span>
            <span className="text-sm text-zinc-300">{o.status_label}</span>
            <span className="font-semibold text-white">{formatCents(o.total)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
