import { formatDate, TAG_GROUPS, type TagData } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { EntityTable } from '../../components/data-table/EntityTable';
import { Modal } from '../../components/Modal';
import { PageHeader } from '../../components/PageHeader';
import { GROUP_LABEL, TagForm } from './TagForm';

const COLUMNS: ColumnDef<TagData, unknown>[] = [
  {
    id: 'name',
    header: 'Tag',
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium text-white">{row.original.name}</p>
        <p className="text-sm text-zinc-400">#{row.original.slug}</p>
      </div>
    ),
  },
  { id: 'group', header: 'Group', cell: ({ row }) => GROUP_LABEL[row.original.group] },
  {
    id: 'beat_count',
    header: 'Beats',
    cell: ({ row }) => <span className="tabular-nums">{row.original.beat_count}</span>,
  },
  {
    id: 'created_at',
    header: 'Added',
    meta: { secondary: true },
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatDate(row.original.created_at)}</span>,
  },
];

/**
 * `/tags` (administrators, decision 0084): every tag producers made, so a misspelt one can be renamed,
 * merged into the right one or deleted, and `#tag` search and suggestions find one spelling.
 */
export function TagsPage() {
  const [editing, setEditing] = useState<TagData | null>(null);
  return (
    <section>
      <PageHeader
        title="Tags"
        subtitle="The tags producers give their beats. Rename, merge or delete one: every beat follows at once."
      />
      <EntityTable<TagData>
        entity="tag"
        label="tags"
        columns={COLUMNS}
        sortable={['name', 'group', 'created_at']}
        defaults={{ sort: 'name' }}
        filters={[
          { id: 'group', label: 'Group', options: TAG_GROUPS.map((g) => ({ value: g, label: GROUP_LABEL[g] })) },
        ]}
        onRowClick={(tag) => setEditing(tag)}
      />
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit tag">
        {editing && <TagForm key={editing.id} tag={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </section>
  );
}
