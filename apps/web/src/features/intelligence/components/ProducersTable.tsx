import type { IntelProducerRow } from '@beatmarket/shared';
import { useMemo } from 'react';
import { parseSort } from '../../../components/data-table/sort';
import { DataTable, type TableState } from '../../../components/DataTable';
import { useIntelProducers } from '../api/use-intel';
import { downloadText } from '../../../lib/download-text';
import { producersCsv } from '../csv';
import type { IntelRange } from '../range';
import { PRODUCER_COLUMNS } from './columns';
import { ExportButton } from './ExportButton';

const SORTABLE = PRODUCER_COLUMNS.map((c) => c.id!);

/** Search, sort and page the producers in the browser: the report answers every producer of the range at once. */
export function arrange(rows: IntelProducerRow[], state: TableState) {
  const q = state.search.trim().toLowerCase();
  const found = q ? rows.filter((r) => r.producer_name.toLowerCase().includes(q)) : [...rows];
  const [key] = parseSort(state.sort);
  if (key && SORTABLE.includes(key.id)) {
    const k = key.id as keyof IntelProducerRow;
    const sign = key.dir === 'desc' ? -1 : 1;
    found.sort((a, b) => {
      const x = a[k] ?? -1;
      const y = b[k] ?? -1;
      return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : Number(x) - Number(y));
    });
  }
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
        <ExportButton
          label="producers"
          build={async () => downloadText(`producer-intelligence-${range.from}-${range.to}.csv`, producersCsv(found))}
        />
      }
    />
  );
}
