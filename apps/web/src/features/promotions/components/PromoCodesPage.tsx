import { couponOffer } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ARCHIVE_ACTION, RESTORE_ACTION, type BulkAction } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { Modal } from '../../../components/Modal';
import { PageHeader } from '../../../components/PageHeader';
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
  // On a phone: title, code and status; the offer and last day show in the dialog a row opens.
  { id: 'offer', header: 'Offer', meta: { secondary: true }, cell: ({ row }) => couponOffer(row.original) },
  {
    id: 'redeem_by',
    header: 'Redeem by',
    meta: { secondary: true },
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{redeemByDate(row.original.redeem_by)}</span>,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <CouponStatus coupon={row.original} /> },
];

type Editing = CouponRecord | 'new' | null;

const ARCHIVE_COUPONS: BulkAction = {
  ...ARCHIVE_ACTION,
  confirm: { message: 'Buyers can no longer use them; you can restore them from the archive.', danger: true },
};

/** /promo-codes (administrators): store-wide offers and promo codes; a row opens it for editing in a dialog. */
export function PromoCodesPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const add = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-4" aria-hidden />
      Add promo code
    </Button>
  );

  return (
    <section>
      <PageHeader
        title="Promo Codes"
        subtitle="Store-wide offers and the codes buyers enter at checkout."
        actions={add}
      />
      <EntityTable
        entity="coupon"
        label="promo codes"
        columns={COLUMNS}
        sortable={['title', 'code', 'redeem_by']}
        defaults={{ sort: '-redeem_by' }}
        bulkActions={[ARCHIVE_COUPONS, RESTORE_ACTION]}
        onRowClick={(c) => setEditing(c)}
        emptyAction={
          <>
            <p className="max-w-sm text-sm text-zinc-400">
              Add a code for a campaign, or a store-wide offer such as buy 2, get 1 free.
            </p>
            {add}
          </>
        }
        archivable
        exportable
      />
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
