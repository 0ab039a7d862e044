import { CONDITION_LABELS, formatDateTime, type PromotionData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { ARCHIVE_ACTION, RESTORE_ACTION } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { useRecordDialog } from '../../../components/data-table/use-record-dialog';
import { PageHeader } from '../../../components/PageHeader';
import { PromotionForm } from './PromotionForm';
import { PromotionStatus } from './PromotionStatus';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

const COLUMNS: ColumnDef<PromotionData, unknown>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.title}</span>,
  },
  {
    id: 'type',
    header: 'Type',
    cell: ({ row }) => (row.original.type === 'banner' ? 'Banner' : 'Popup'),
  },
  {
    id: 'condition',
    header: 'Shows when',
    meta: { secondary: true },
    cell: ({ row }) =>
      row.original.type === 'banner'
        ? 'Always'
        : row.original.condition
          ? CONDITION_LABELS[row.original.condition]
          : 'Never',
  },
  {
    id: 'published_from',
    header: 'Starts',
    meta: { secondary: true },
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{when(row.original.published_from)}</span>,
  },
  {
    id: 'published_to',
    header: 'Deadline',
    meta: { secondary: true },
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{when(row.original.published_to)}</span>,
  },
  {
    id: 'coupon',
    header: 'Promo code',
    meta: { secondary: true },
    cell: ({ row }) => row.original.coupon_title ?? <span className="text-zinc-400">—</span>,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <PromotionStatus promotion={row.original} /> },
];

/** `/promotions` (administrators): the layout's banners and the popup ads with their windows and conditions. */
export function PromotionsPage() {
  const { add, edit, dialog } = useRecordDialog<PromotionData>('promotion', (promotion, done) => (
    <PromotionForm promotion={promotion} onDone={done} />
  ));
  return (
    <section>
      <PageHeader
        title="Promotions"
        subtitle="The banner at the top of every page and the popup ads, with their schedules."
        actions={add}
      />
      <EntityTable
        entity="promotion"
        label="promotions"
        columns={COLUMNS}
        sortable={['title', 'type', 'condition', 'published_from', 'published_to']}
        defaults={{ sort: '-published_from' }}
        filters={[
          {
            id: 'type',
            label: 'Type',
            options: [
              { value: 'banner', label: 'Banners' },
              { value: 'popup', label: 'Popups' },
            ],
          },
        ]}
        bulkActions={[ARCHIVE_ACTION, RESTORE_ACTION]}
        onRowClick={edit}
        emptyAction={
          <>
            <p className="max-w-sm text-sm text-zinc-400">
              Announce a sale with a countdown banner, or greet first-time visitors with a popup.
            </p>
            {add}
          </>
        }
        archivable
        exportable
      />
      {dialog}
    </section>
  );
}
