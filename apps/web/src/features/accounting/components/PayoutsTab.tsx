import { formatDateTime, type PayoutData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { formatMoney } from '../money';
import { PAYOUT_METHOD_LABEL } from './CreatePayoutDialog';
import { PayoutHolds } from './PayoutHolds';
import { PayoutPanel } from './PayoutPanel';
import { RunPayoutsButton } from './RunPayoutsButton';
import { PAYOUT_STATUS_LABEL, StatusPill } from './StatusPill';

const COLUMNS: ColumnDef<PayoutData, unknown>[] = [
  {
    id: 'id',
    header: 'Payout',
    cell: ({ row }) => <span className="font-semibold tabular-nums text-white">#{row.original.id}</span>,
  },
  {
    id: 'created_at',
    header: 'Created',
    meta: { secondary: true },
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.created_at)}</span>
    ),
  },
  {
    id: 'method',
    header: 'Method',
    meta: { secondary: true },
    cell: ({ row }) => PAYOUT_METHOD_LABEL[row.original.method],
  },
  {
    id: 'statements',
    header: 'Statements',
    meta: { numeric: true, secondary: true },
    cell: ({ row }) => row.original.statements,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusPill status={row.original.status} /> },
  {
    id: 'total',
    header: 'Total',
    meta: { numeric: true },
    cell: ({ row }) => <span className="font-semibold text-white">{formatMoney(row.original.total)}</span>,
  },
];

const STATUS_FILTER = {
  id: 'status',
  label: 'Status',
  options: (['pending', 'sent', 'cancelled'] as const).map((s) => ({ value: s, label: PAYOUT_STATUS_LABEL[s] })),
};

/** Every payout run; a row opens it above the list (`?payout=ID`), with its items and actions. */
export function PayoutsTab() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('payout')) || null;
  const show = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('payout', String(id));
      else next.delete('payout');
      return next;
    });
  return (
    <div className="flex flex-col gap-6">
      <PayoutHolds />
      <RunPayoutsButton />
      {open && <PayoutPanel id={open} onClose={() => show(null)} />}
      <EntityTable<PayoutData>
        entity="payout"
        label="payouts"
        columns={COLUMNS}
        sortable={['id', 'created_at', 'total']}
        defaults={{ sort: '-id' }}
        filters={[STATUS_FILTER]}
        onRowClick={(p) => show(p.id)}
        exportable
      />
    </div>
  );
}
