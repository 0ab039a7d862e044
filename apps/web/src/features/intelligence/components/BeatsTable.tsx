import type { IntelBeatRow, IntelBeatsPage } from '@beatmarket/shared';
import { useMemo } from 'react';
import { DataTable, type TableState } from '../../../components/DataTable';
import { notifySuccess } from '../../../lib/notify';
import { beatsQuery, fetchReport, useIntelBeats, useIntelProducer } from '../api/use-intel';
import { downloadText } from '../../../lib/download-text';
import { beatsCsv } from '../csv';
import type { IntelRange } from '../range';
import { BEAT_SORTABLE, beatColumns } from './columns';
import { ExportButton } from './ExportButton';

/** The export reads the table 200 rows a call; past this many rows a spreadsheet is the wrong tool anyway. */
export const EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE = 200;

async function exportBeats(range: IntelRange, table: TableState, producer: number | undefined) {
  const rows: IntelBeatRow[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < Math.min(total, EXPORT_MAX_ROWS); page++) {
    const res = await fetchReport<IntelBeatsPage>(
      'intel-beats',
      beatsQuery(range, { ...table, page, per_page: EXPORT_PAGE }, producer),
    );
    total = res.total;
    rows.push(...res.rows);
    if (res.rows.length < EXPORT_PAGE) break;
  }
  downloadText(`beat-intelligence-${range.from}-${range.to}.csv`, beatsCsv(rows.slice(0, EXPORT_MAX_ROWS)));
  if (total > EXPORT_MAX_ROWS)
    notifySuccess(
      `Exported the first ${EXPORT_MAX_ROWS.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} beats`,
    );
}

/** Per beat over the range: sortable, searchable, paged by the server, exported as CSV in the same order. */
export function BeatsTable(props: {
  range: IntelRange;
  state: TableState;
  onStateChange(next: TableState): void;
  showProducer: boolean;
}) {
  const { range, state, onStateChange, showProducer } = props;
  const beats = useIntelBeats(range, state);
  const producer = useIntelProducer();
  const columns = useMemo(() => beatColumns(showProducer), [showProducer]);
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
      toolbar={<ExportButton label="beats" build={() => exportBeats(range, state, producer)} />}
    />
  );
}
