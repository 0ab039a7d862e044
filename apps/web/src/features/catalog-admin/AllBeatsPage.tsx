import { BEAT_COLUMNS, BEAT_FILTERS, BEAT_SORTS } from '../../components/beat-table/beat-columns';
import { ARCHIVE_ACTION, RESTORE_ACTION, type BulkAction } from '../../components/data-table/bulk';
import { EntityTable } from '../../components/data-table/EntityTable';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import type { Beat } from '../../lib/beat';
import { ProducerFilter } from './ProducerFilter';

const BULK: BulkAction[] = [
  {
    id: 'approve',
    label: 'Approve',
    confirm: { message: 'The beats awaiting approval among them go live in the catalog.', confirmLabel: 'Approve' },
  },
  { id: 'publish', label: 'Publish', confirm: { message: 'They go live in the catalog.', confirmLabel: 'Publish' } },
  {
    id: 'unpublish',
    label: 'Unpublish',
    confirm: { message: 'They leave the catalog; their producers see them as drafts.', danger: true },
  },
  ARCHIVE_ACTION,
  RESTORE_ACTION,
];

/**
 * Spec §2 All Beats (`/beats/`): every beat of every producer, the newest added first. Approve, publish,
 * unpublish, archive and restore work on the selected rows (one or many), each asking first.
 */
export function AllBeatsPage() {
  return (
    <section>
      <PageHeader
        title="All Beats"
        subtitle="Every beat of every producer: approve, publish, archive, edit."
        actions={
          <Link to="/beats/undeclared-samples" className="text-sm font-semibold text-accent-300 hover:underline">
            Undeclared samples
          </Link>
        }
      />
      <EntityTable<Beat>
        entity="beat"
        label="beats"
        columns={BEAT_COLUMNS}
        sortable={BEAT_SORTS}
        defaults={{ sort: '-created' }}
        filters={BEAT_FILTERS}
        toolbar={<ProducerFilter />}
        bulkActions={BULK}
        rowHref={(b) => `/${b.family === 'feature' ? 'features' : 'beats'}/${b.slug}/edit`}
        archivable
        exportable
      />
    </section>
  );
}
