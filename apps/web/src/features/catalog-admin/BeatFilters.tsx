import { BEAT_STATUS_LABELS, BEAT_STATUSES, type BeatStatus } from '@beatmarket/shared';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Combobox } from '../../components/Combobox';
import { useTermSuggestions } from '../../lib/use-autosuggest';

export interface BeatFilterValues {
  status?: BeatStatus;
  family?: 'beat' | 'feature';
  producer?: { id: number; name: string };
}

const select =
  'h-10 rounded-xl bg-zinc-900 px-3 text-sm text-zinc-200 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-accent-500/60';

/** All Beats filters: status, family and producer (chosen from the producer suggestions). */
export function BeatFilters({ value, onChange }: { value: BeatFilterValues; onChange(next: BeatFilterValues): void }) {
  const [term, setTerm] = useState('');
  const { data: choices = [] } = useTermSuggestions('producer', term);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <select
        aria-label="Status"
        className={select}
        value={value.status ?? ''}
        onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as BeatStatus | undefined })}
      >
        <option value="">Every status</option>
        {BEAT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {BEAT_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <select
        aria-label="Family"
        className={select}
        value={value.family ?? ''}
        onChange={(e) => onChange({ ...value, family: (e.target.value || undefined) as BeatFilterValues['family'] })}
      >
        <option value="">Beats and features</option>
        <option value="beat">Beats</option>
        <option value="feature">Features</option>
      </select>
      {value.producer ? (
        <span className="inline-flex h-10 items-center gap-2 rounded-xl bg-accent-500/15 pl-3 pr-1.5 text-sm text-accent-100 ring-1 ring-inset ring-accent-500/30">
          {value.producer.name}
          <button
            aria-label={`Any producer (now ${value.producer.name})`}
            className="rounded-lg p-1 hover:bg-white/10"
            onClick={() => onChange({ ...value, producer: undefined })}
          >
            <X className="size-4" />
          </button>
        </span>
      ) : (
        <div className="w-full sm:w-64">
          <Combobox
            aria-label="Producer"
            placeholder="Producer (4+ letters)"
            value={term}
            onValueChange={setTerm}
            choices={choices}
            onChoose={(c) => {
              onChange({ ...value, producer: { id: Number(c.id), name: c.label } });
              setTerm('');
            }}
            className={`${select} w-full placeholder:text-zinc-500`}
          />
        </div>
      )}
    </div>
  );
}
