import { formatCents, LICENSE_TYPE_LABEL } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { EntityTable } from '../../components/data-table/EntityTable';
import { PageHeader } from '../../components/PageHeader';
import type { PlanRecord } from './api';
import { MembershipTabs } from './MembershipTabs';
import { PlanDialog } from './PlanDialog';

const per = { month: 'month', year: 'year' } as const;

const COLUMNS: ColumnDef<PlanRecord, unknown>[] = [
  {
    id: 'name',
    header: 'Plan',
    cell: ({ row }) => <span className="font-medium text-white">{row.original.name}</span>,
  },
  {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatCents(row.original.price)} / {per[row.original.interval]}
      </span>
    ),
  },
  {
    id: 'allowance',
    header: 'Beats',
    meta: { secondary: true },
    cell: ({ row }) => `${row.original.allowance} a ${per[row.original.interval]}`,
  },
  {
    id: 'license',
    header: 'Licence',
    meta: { secondary: true },
    cell: ({ row }) => `${row.original.license.name} (${LICENSE_TYPE_LABEL[row.original.license.type]})`,
  },
  {
    id: 'producer',
    header: 'Covers',
    meta: { secondary: true },
    cell: ({ row }) => row.original.producer?.name ?? 'Whole store',
  },
  {
    id: 'subscribers',
    header: 'Subscribers',
    meta: { secondary: true },
    cell: ({ row }) => <span className="tabular-nums">{row.original.subscribers}</span>,
  },
  {
    id: 'published',
    header: 'Status',
    cell: ({ row }) =>
      row.original.published ? (
        <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">
          Published
        </span>
      ) : (
        <span className="rounded-full bg-white/5 px-2.5 py-0.5 text-xs font-semibold text-zinc-400">Draft</span>
      ),
  },
];

/** /memberships (administrators): the plans buyers subscribe to; a row opens it for editing. */
export function PlansPage() {
  const [editing, setEditing] = useState<PlanRecord | 'new' | null>(null);
  const add = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-4" aria-hidden />
      Add plan
    </Button>
  );
  return (
    <section>
      <PageHeader title="Memberships" subtitle="Plans buyers subscribe to, billed every month or year." actions={add} />
      <MembershipTabs />
      <EntityTable
        entity="subscribable"
        label="membership plans"
        columns={COLUMNS}
        sortable={['name', 'price']}
        defaults={{ sort: 'name' }}
        onRowClick={(p) => setEditing(p)}
        emptyAction={
          <>
            <p className="max-w-sm text-sm text-zinc-400">
              Offer a membership such as Inner Circle: five beats a month under an unlimited licence.
            </p>
            {add}
          </>
        }
        archivable
        exportable
      />
      <PlanDialog editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
