import { arrangeProducers, INTEL_PRODUCER_SORTS, type IntelProducerRow } from '@beatmarket/shared';
import { useMemo } from 'react';
import { DataTable, type TableState } from '../../../components/DataTable';
import { exportHref, useIntelProducers } from '../api/use-intel';
import type { IntelRange } from '../range';
import { PRODUCER_COLUMNS } from './columns';
import { ExportLink } from './ExportLink';

const SORTABLE = [...INTEL_PRODUCER_SORTS];

/** Search, sort and page the producers in the browser: the report answers every producer of the range at once. */
export function arrange(rows: IntelProducerRow[], state: TableState) {
  const found = arrangeProducers(rows, state.search, state.sort);
  const start = (state.page - 1) * state.per_page;
  return { found, page: found.slice(start, start + state.per_page) };
}

/** Per producer over the range (administrators). */
export function ProducersTable(props: { range: IntelRange; state: TableState; onStateChange(next: TableState): void }) {
  const { range, state, onStateChange } = props;
  const producers = useIntelProducers(range);
  const all = producers.data;
  const { found, page } = useMemo(() => arrange(all ?? [], state), [all, state]);
  return (
    <DataTable
      label="producers"
      columns={PRODUCER_COLUMNS}
      rows={all ? page : undefined}
      meta={all ? { csrf: '', found: found.length, total: all.length } : undefined}
      loading={producers.isFetching}
      state={state}
      onStateChange={onStateChange}
      sortable={SORTABLE}
      toolbar={
        <ExportLink
          label="producers"
          href={exportHref('intel-producers', {
            from: range.from,
            to: range.to,
            sort: state.sort,
            search: state.search,
          })}
        />
      }
    />
  );
}
