import type { PayoutData, StatementRowData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BulkAction } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { Button } from '../../../components/Button';
import { formatMoney, formatPeriod } from '../money';
import { CreatePayoutDialog } from './CreatePayoutDialog';
import { STATEMENT_STATUS_LABEL, StatusPill } from './StatusPill';

const COLUMNS: ColumnDef<StatementRowData, unknown>[] = [
  {
    id: 'id',
    header: 'Statement',
    // On a phone the producer's name sits under the number: the producer column gives way to the amount.
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-semibold tabular-nums text-white">#{row.original.id}</span>
        <span className="text-xs text-zinc-400 sm:hidden">{row.original.payee_name}</span>
      </span>
    ),
  },
  {
    id: 'payee_name',
    header: 'Producer',
    meta: { secondary: true },
    cell: ({ row }) => <span className="font-medium text-white">{row.original.payee_name}</span>,
  },
  {
    id: 'period_start',
    header: 'Period',
    meta: { secondary: true },
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatPeriod(row.original)}</span>,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusPill status={row.original.status} /> },
  {
    id: 'gross',
    header: 'Gross',
    meta: { numeric: true, secondary: true },
    cell: ({ row }) => formatMoney(row.original.gross),
  },
  {
    id: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: ({ row }) => <span className="font-semibold text-white">{formatMoney(row.original.amount)}</span>,
  },
];

const STATUS_FILTER = {
  id: 'status',
  label: 'Status',
  options: (['open', 'closed', 'paid'] as const).map((s) => ({ value: s, label: STATEMENT_STATUS_LABEL[s] })),
};

/** Only a closed statement with money to pay can go into a payout (the server refuses the others too). */
const payable = (s: StatementRowData) => s.status === 'closed' && s.amount > 0;

/** Every statement; select closed ones and "Create payout" pays them in one run. A row opens the statement. */
export function StatementsTab() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [asking, setAsking] = useState<number[] | null>(null);
  const answer = useRef<(payout: PayoutData | null) => void>(() => {});
  const bulk = useMemo<BulkAction[]>(
    () => [
      {
        id: 'payout',
        label: 'Create payout',
        run: (ids) =>
          new Promise<number[]>((resolve) => {
            answer.current = (payout) => {
              setAsking(null);
              resolve(payout ? ids : []);
              if (payout) navigate(`/accounting?tab=payouts&payout=${payout.id}`);
            };
            setAsking(ids);
          }),
      },
    ],
    [navigate],
  );
  // A producer's row on the Producers tab opens this list filtered to them (a filter with no select of its own).
  const onePayee = (params.get('filter') ?? '').includes('payee_id');
  return (
    <>
      <EntityTable<StatementRowData>
        entity="income_statement"
        label="statements"
        columns={COLUMNS}
        sortable={['id', 'period_start', 'amount']}
        defaults={{ sort: '-id' }}
        filters={[STATUS_FILTER]}
        bulkActions={bulk}
        isSelectable={payable}
        toolbar={
          onePayee ? (
            <Button
              variant="secondary"
              onClick={() =>
                setParams((p) => {
                  const next = new URLSearchParams(p);
                  next.delete('filter');
                  next.delete('page');
                  return next;
                })
              }
            >
              All producers
            </Button>
          ) : undefined
        }
        rowHref={(s) => `/income-statement/${s.id}`}
        exportable
      />
      <CreatePayoutDialog statementIds={asking} onDone={(p) => answer.current(p)} />
    </>
  );
}
