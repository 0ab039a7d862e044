import {
  STORE_ITEM_KIND_LABEL,
  STORE_ITEM_KINDS,
  STORE_ITEM_STATUS_LABEL,
  STORE_ITEM_STATUSES,
  type StoreItemData,
} from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Cover } from '../../../components/Cover';
import { ARCHIVE_ACTION, RESTORE_ACTION } from '../../../components/data-table/bulk';
import { EntityTable } from '../../../components/data-table/EntityTable';
import { PageHeader } from '../../../components/PageHeader';
import { Price } from '../../../components/Price';

const COLUMNS: ColumnDef<StoreItemData, unknown>[] = [
  {
    id: 'image',
    header: 'Cover',
    meta: { secondary: true },
    cell: ({ row }) => (
      <div className="w-12 overflow-hidden rounded-lg">
        <Cover beat={row.original} sizes="48px" />
      </div>
    ),
  },
  {
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium text-white">{row.original.title}</p>
        <p className="text-sm text-zinc-400">{row.original.seller_name}</p>
      </div>
    ),
  },
  { id: 'kind', header: 'Kind', cell: ({ row }) => STORE_ITEM_KIND_LABEL[row.original.kind] },
  { id: 'price', header: 'Price', cell: ({ row }) => <Price cents={row.original.price} className="font-normal" /> },
  { id: 'status', header: 'Status', cell: ({ row }) => STORE_ITEM_STATUS_LABEL[row.original.status] },
];

/** `/store-items` (administrators): every store item, producers' and the house's; a row opens its editor to approve. */
export function StoreItemsAdminPage() {
  const navigate = useNavigate();
  const add = (
    <Button onClick={() => void navigate('/store-item/new')}>
      <Plus className="size-4" aria-hidden /> Add house item
    </Button>
  );
  return (
    <section>
      <PageHeader
        title="Store Items"
        subtitle="Kits and packs sold in the Store. Producers send theirs for approval; open one to approve or reject it."
        actions={add}
      />
      <EntityTable<StoreItemData>
        entity="store_item"
        label="store items"
        columns={COLUMNS}
        sortable={['title', 'kind', 'price', 'status', 'updated_at']}
        defaults={{ sort: '-updated_at' }}
        filters={[
          {
            id: 'status',
            label: 'Status',
            options: STORE_ITEM_STATUSES.map((s) => ({ value: s, label: STORE_ITEM_STATUS_LABEL[s] })),
          },
          {
            id: 'kind',
            label: 'Kind',
            options: STORE_ITEM_KINDS.map((k) => ({ value: k, label: STORE_ITEM_KIND_LABEL[k] })),
          },
        ]}
        bulkActions={[ARCHIVE_ACTION, RESTORE_ACTION]}
        rowHref={(s) => `/store-item/${s.id}`}
        emptyAction={add}
        archivable
        exportable
      />
    </section>
  );
}
