import { BEAT_FILTERS, BEAT_PICKER_COLUMNS } from '../../components/beat-table/beat-columns';
import { EntityTable } from '../../components/data-table/EntityTable';
import type { Beat } from '../../lib/beat';

/** Step 1: every beat of the catalog, searchable and filtered like All Beats; ticked rows make the package. */
export function BeatPicker({ onChange }: { onChange(ids: number[]): void }) {
  return (
    <EntityTable<Beat>
      entity="beat"
      label="beats"
      columns={BEAT_PICKER_COLUMNS}
      sortable={['title', 'created']}
      defaults={{ sort: '-created' }}
      filters={BEAT_FILTERS}
      selection="multiple"
      onSelectionChange={onChange}
    />
  );
}
