import { depositOf, formatCents, formatDate, type ServiceOrderView } from '@beatmarket/shared';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';

const MILESTONE_STATE = { due: 'to pay', held: 'being charged', paid: 'paid', refunded: 'refunded' } as const;
const LABEL = { deposit: 'Deposit', balance: 'Balance' } as const;

/**
 * Price, deposit and balance, due date and the late flag. A milestone `due` is already a line of the
 * buyer's cart (the server puts it there): paying it is going to checkout.
 */
export function ServiceMoney({ order }: { order: ServiceOrderView }) {
  const due = order.role === 'buyer' ? order.milestones.find((m) => m.status === 'due') : undefined;
  const deposit = order.milestones.find((m) => m.kind === 'deposit');
  return (
    <section
      className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/5 sm:p-6"
      aria-label="Price and dates"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <div>
          <dt className="text-zinc-400">Price</dt>
          <dd className="text-lg font-semibold text-white">
            {order.price === null ? 'Not quoted yet' : formatCents(order.price)}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-400">Delivery by</dt>
          <dd className="font-semibold text-white">
            {/* The quote's date is a calendar day, kept at UTC midnight: read in UTC. */}
            {order.due_at ? formatDate(order.due_at, 'UTC') : 'Not set'}
            {order.late && (
              <span className="ml-2 rounded-full bg-red-500/15 px-2 py-0.5 text-xs font-semibold text-red-300">
                Late
              </span>
            )}
          </dd>
        </div>
        {/* A bought feature was paid at checkout: no deposit, no balance. */}
        {order.price !== null && !deposit && order.kind === 'feature' && (
          <div>
            <dt className="text-zinc-400">Payment</dt>
            <dd className="text-zinc-100">Paid with the feature</dd>
          </div>
        )}
        {order.price !== null && !deposit && order.kind !== 'feature' && (
          <div>
            <dt className="text-zinc-400">Deposit ({order.deposit_percent}%)</dt>
            <dd className="text-zinc-100">
              {formatCents(depositOf(order.price, order.deposit_percent))} once accepted
            </dd>
          </div>
        )}
        {order.milestones.map((m) => (
          <div key={m.kind}>
            <dt className="text-zinc-400">{LABEL[m.kind]}</dt>
            <dd className="text-zinc-100">
              {formatCents(m.amount)} · {MILESTONE_STATE[m.status]}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-zinc-400">Revisions</dt>
          <dd className="text-zinc-100">
            {order.revisions_used} of {order.revisions_included} used
          </dd>
        </div>
      </dl>
      {due && (
        <Link
          to="/checkout"
          className="inline-flex h-10 w-fit items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
        >
          <CreditCard className="size-4" aria-hidden />
          Pay {due.kind} ({formatCents(due.amount)})
        </Link>
      )}
    </section>
  );
}
