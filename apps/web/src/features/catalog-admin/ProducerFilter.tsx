import { X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Combobox } from '../../components/Combobox';
import { useTableState } from '../../components/use-table-state';
import { useTermSuggestions } from '../../lib/use-autosuggest';

const control =
  'h-10 w-full rounded-full bg-zinc-900 px-4 text-sm text-zinc-100 ring-1 ring-inset ring-white/10 placeholder:text-zinc-500 focus:outline-none focus:ring-2 focus:ring-accent-400';

/**
 * The producer filter of All Beats: a producer chosen from the suggestions (by handle or name, from
 * the 4th letter) becomes `producer_id` in the list's filter; the name rides beside it in the address
 * so the chip still reads right after a reload.
 */
export function ProducerFilter() {
  const [state, setState] = useTableState({ sort: '-created' });
  const [params, setParams] = useSearchParams();
  const [term, setTerm] = useState('');
  const { data: choices = [], noResults } = useTermSuggestions('producer', term);
  const id = state.filter.producer_id;
  const set = (next: { id: string; name: string } | null) => {
    const { producer_id: _drop, ...rest } = state.filter;
    setState({ ...state, page: 1, filter: next ? { ...rest, producer_id: next.id } : rest });
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set('producer_name', next.name);
        else out.delete('producer_name');
        return out;
      },
      { replace: true },
    );
  };
  if (typeof id === 'string' && id)
    return (
      <span className="inline-flex h-10 items-center gap-2 rounded-full bg-accent-600/20 pl-4 pr-1.5 text-sm text-accent-200 ring-1 ring-inset ring-accent-500/40">
        {params.get('producer_name') ?? `Producer #${id}`}
        <button
          type="button"
          aria-label="Any producer"
          className="rounded-full p-1.5 hover:bg-white/10"
          onClick={() => set(null)}
        >
          <X className="size-4" />
        </button>
      </span>
    );
  return (
    <div className="w-full sm:w-60">
      <Combobox
        aria-label="Producer"
        placeholder="Producer"
        value={term}
        onValueChange={setTerm}
        choices={choices}
        noResults={noResults}
        onChoose={(c) => {
          set({ id: String(c.id), name: c.label });
          setTerm('');
        }}
        className={control}
      />
    </div>
  );
}
