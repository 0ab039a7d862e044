import { useMemo } from 'react';
import { DataTable, type TableState } from '../../../components/DataTable';
import { exportHref, useIntelBeats, useIntelProducer } from '../api/use-intel';
import type { IntelRange } from '../range';
import { BEAT_SORTABLE, beatColumns } from './columns';
import { ExportLink } from './ExportLink';

/** Per beat over the range: sortable, searchable, paged by the server, exported as CSV in the same order. */
export function BeatsTable(props: {
  range: IntelRange;
  state: TableState;
  onStateChange(next: TableState): void;
  showProducer: boolean;
  /** Opens a beat's drop-off (decision 0103). */
  onDropOff?(beat: number): void;
}) {
  const { range, state, onStateChange, showProducer, onDropOff } = props;
  const beats = useIntelBeats(range, state);
  const producer = useIntelProducer();
  const columns = useMemo(() => beatColumns(showProducer, onDropOff), [showProducer, onDropOff]);
  const total = beats.data?.total;
  return (
    <DataTable
      label="beats"
      columns={columns}
      rows={beats.data?.rows}
      meta={total === undefined ? undefined : { csrf: '', found: total, total }}
      loading={beats.isFetching}
      state={state}
      onStateChange={onStateChange}
      sortable={BEAT_SORTABLE}
      toolbar={
        <ExportLink
          label="beats"
          href={exportHref('intel-beats', {
            from: range.from,
            to: range.to,
            producer_id: producer,
            sort: state.sort,
            search: state.search,
          })}
        />
      }
    />
  );
}
