import type { ProducerBalanceRow } from '@beatmarket/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { useAccountingReport } from '../api/use-report';
import { AdjustmentDialog } from './AdjustmentDialog';
import { moneyColumn, ReportTable, type ReportColumn } from './ReportTable';

const COLUMNS: ReportColumn<ProducerBalanceRow>[] = [
  {
    id: 'name',
    header: 'Producer',
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-medium text-white">{r.name}</span>
        <span className="break-all text-xs text-zinc-400">{r.email}</span>
      </span>
    ),
    value: (r) => r.name,
  },
  { id: 'email', header: 'Email', cell: () => null, value: (r) => r.email },
  moneyColumn('owed', 'Owed', (r) => r.owed),
  moneyColumn('pending', 'Pending', (r) => r.pending, { secondary: true }),
  moneyColumn('paid', 'Paid', (r) => r.paid, { secondary: true }),
  moneyColumn('unstated', 'Unstated', (r) => r.unstated),
];
// On screen the email sits under the name; the CSV has it in its own column.
const SHOWN = COLUMNS.filter((c) => c.id !== 'email');

/**
 * Every payee's balance in four parts that never overlap: owed (closed statements not in a payout),
 * pending (in a payout not yet sent), paid, and unstated (sales since the last close). A row opens the
 * producer's statements.
 */
export function ProducersTab() {
  const balances = useAccountingReport('producer-balances');
  const navigate = useNavigate();
  const [adjusting, setAdjusting] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-sm text-zinc-400">
          Owed: closed statements not in a payout yet. Pending: in a payout not marked sent. Unstated: sales, refunds
          and adjustments since the last close, for the next statement.
        </p>
        <Button variant="secondary" onClick={() => setAdjusting(true)}>
          <Plus className="size-4" aria-hidden />
          Add adjustment
        </Button>
      </div>
      <ReportTable
        label="producers"
        rows={balances.data}
        loading={balances.isFetching}
        columns={SHOWN}
        csvColumns={COLUMNS}
        searchText={(r) => `${r.name} ${r.email}`}
        defaultSort="-owed"
        exportName="producer-balances.csv"
        onRowClick={(r) =>
          navigate(
            `/accounting?tab=statements&filter=${encodeURIComponent(JSON.stringify({ payee_id: [r.payee_id] }))}`,
          )
        }
      />
      <AdjustmentDialog open={adjusting} onOpenChange={setAdjusting} producers={balances.data ?? []} />
    </div>
  );
}
