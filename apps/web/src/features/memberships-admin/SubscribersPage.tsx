import { formatCents, formatDate, SUBSCRIPTION_STATE_LABEL, type SubscriptionState } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { EntityTable } from '../../components/data-table/EntityTable';
import { PageHeader } from '../../components/PageHeader';
import { useReaderTimeZone } from '../../lib/use-reader-time-zone';
import type { SubscriptionRecord } from './api';
import { MembershipTabs } from './MembershipTabs';

const TONE: Record<SubscriptionState, string> = {
  trialing: 'bg-sky-500/15 text-sky-300',
  active: 'bg-emerald-500/15 text-emerald-300',
  past_due: 'bg-amber-500/15 text-amber-300',
  cancelled: 'bg-zinc-500/20 text-zinc-300',
  ended: 'bg-white/5 text-zinc-500',
};

function NextCharge({ sub }: { sub: SubscriptionRecord }) {
  const zone = useReaderTimeZone();
  const date = (d: string) => formatDate(d, zone);
  if (!sub.next_charge)
    return <span className="text-zinc-500">{sub.access_until ? `Ends ${date(sub.access_until)}` : '—'}</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatCents(sub.next_charge.amount)} on {date(sub.next_charge.at)}
    </span>
  );
}

const COLUMNS: ColumnDef<SubscriptionRecord, unknown>[] = [
  {
    id: 'user',
    header: 'Subscriber',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.user.name}</span>,
  },
  { id: 'plan', header: 'Plan', cell: ({ row }) => row.original.plan.name },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[row.original.status])}>
        {SUBSCRIPTION_STATE_LABEL[row.original.status]}
      </span>
    ),
  },
  {
    id: 'next',
    header: 'Next charge',
    meta: { secondary: true },
    cell: ({ row }) => <NextCharge sub={row.original} />,
  },
  {
    id: 'allowance',
    header: 'Beats left',
    meta: { secondary: true },
    cell: ({ row }) => `${row.original.allowance.left} of ${row.original.allowance.total}`,
  },
];

/** /memberships/subscribers (administrators): every subscription; a row opens its page. */
export function SubscribersPage() {
  return (
    <section>
      <PageHeader title="Memberships" subtitle="Who subscribes to which plan, and what they pay next." />
      <MembershipTabs />
      <EntityTable
        entity="subscription"
        label="subscriptions"
        columns={COLUMNS}
        sortable={['created_at', 'status']}
        defaults={{ sort: '-created_at' }}
        rowHref={(s) => `/subscription/${s.id}`}
        exportable
      />
    </section>
  );
}
