import { useNavigate } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useTableState } from '../../components/use-table-state';
import type { Beat } from '../../lib/beat';
import { useRecords } from '../../lib/use-records';
import { BEAT_COLUMNS, BEAT_SORTS } from './beat-columns';
import { BeatFilters } from './BeatFilters';
import { useBeatFilters } from './use-beat-filters';

/** Spec §2 All Beats (`/beats/`): every beat of every producer, newest first. */
export function AllBeatsPage() {
  const navigate = useNavigate();
  const [state, setState] = useTableState({ sort: '-created' });
  const [filters, setFilters, filter] = useBeatFilters();
  const { data, isFetching } = useRecords<Beat>('beat', { ...state, filter });
  return (
    <section>
      <PageHeader title="All Beats" subtitle="Every beat of every producer: approve, publish, archive, edit." />
      <BeatFilters value={filters} onChange={setFilters} />
      <DataTable
        label="beats"
        columns={BEAT_COLUMNS}
        rows={data?.data}
        meta={data?.meta}
        loading={isFetching}
        state={state}
        onStateChange={setState}
        sortable={BEAT_SORTS}
        onRowClick={(b) => navigate(`/${b.family === 'feature' ? 'features' : 'beats'}/${b.slug}/edit`)}
      />
    </section>
  );
}
