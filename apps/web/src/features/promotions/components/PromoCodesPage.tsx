import { couponOffer, DEFAULT_PAGE_SIZE } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { DataTable, type TableState } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { PageHeader } from '../../../components/PageHeader';
import { useRecords } from '../../../lib/use-records';
import { redeemByDate, type CouponRecord } from '../api/coupons';
import { CouponStatus } from './CouponStatus';
import { CreateCouponForm } from './CreateCouponForm';
import { EditCouponForm } from './EditCouponForm';

const COLUMNS: ColumnDef<CouponRecord, unknown>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.title}</span>,
  },
  {
    id: 'code',
    header: 'Code',
    cell: ({ row }) =>
      row.original.code ? (
        <code className="rounded-md bg-white/5 px-2 py-0.5 font-mono text-xs font-semibold tracking-wider text-accent-300 ring-1 ring-inset ring-white/10">
          {row.original.code}
        </code>
      ) : (
        <span className="text-zinc-400 italic">Store-wide offer</span>
      ),
  },
  { id: 'offer', header: 'Offer', cell: ({ row }) => couponOffer(row.original) },
  {
    id: 'redeem_by',
    header: 'Redeem by',
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{redeemByDate(row.original.redeem_by)}</span>,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <CouponStatus coupon={row.original} /> },
];

type Editing = CouponRecord | 'new' | null;

/** /promo-codes (administrators): store-wide offers and promo codes; a row opens it for editing in a dialog. */
export function PromoCodesPage() {
  const [state, setState] = useState<TableState>({
    page: 1,
    per_page: DEFAULT_PAGE_SIZE,
    search: '',
    sort: '-redeem_by',
  });
  const [deleted, setDeleted] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const { data, isFetching, isPlaceholderData } = useRecords<CouponRecord>('coupon', { ...state, archived: deleted });
  const close = () => setEditing(null);
  // None at all (not merely none matching a search): the empty state invites the first one.
  const none = !deleted && !state.search && !isPlaceholderData && data?.meta.total === 0;

  const add = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-4" aria-hidden />
      Add promo code
    </Button>
  );
  const show = (
    <label className="flex items-center gap-2 text-sm text-zinc-400">
      Show
      <select
        value={deleted ? 'deleted' : 'current'}
        onChange={(e) => {
          setDeleted(e.target.value === 'deleted');
          setState((s) => ({ ...s, page: 1 }));
        }}
        className="h-10 rounded-full bg-zinc-900 px-4 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
      >
        <option value="current">Current</option>
        <option value="deleted">Deleted</option>
      </select>
    </label>
  );

  return (
    <section>
      <PageHeader
        title="Promo Codes"
        subtitle="Store-wide offers and the codes buyers enter at checkout."
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {show}
            {add}
          </div>
        }
      />
      {none ? (
        <EmptyState>
          <p className="max-w-sm text-sm text-zinc-400">
            No offers or promo codes yet. Add a code for a campaign, or a store-wide offer such as buy 2, get 1 free.
          </p>
          {add}
        </EmptyState>
      ) : (
        <DataTable
          label="promo codes"
          columns={COLUMNS}
          rows={data?.data}
          meta={data?.meta}
          loading={isFetching}
          state={state}
          onStateChange={setState}
          sortable={['title', 'code', 'redeem_by']}
          onRowClick={(c) => setEditing(c)}
        />
      )}
      <Modal
        open={editing !== null}
        size="lg"
        onOpenChange={(open) => !open && close()}
        title={editing === 'new' ? 'Add promo code' : editing?.code ? `Promo code ${editing.code}` : 'Store-wide offer'}
        description={
          editing === 'new'
            ? 'A code buyers enter at checkout, or leave the code empty for an offer every cart gets.'
            : undefined
        }
      >
        {editing === 'new' ? (
          <CreateCouponForm onDone={close} onCancel={close} />
        ) : (
          editing && <EditCouponForm key={editing.id} coupon={editing} onClose={close} />
        )}
      </Modal>
    </section>
  );
}
