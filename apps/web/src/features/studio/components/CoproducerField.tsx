import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Combobox } from '../../../components/Combobox';
import { useTermSuggestions } from '../../../lib/use-autosuggest';

interface Props {
  current: { id: number; name: string } | null;
  onChange(id: number | null): void;
  error?: string | undefined;
  busy?: boolean;
}

/** The coproducer: any other producer, found by handle or name. */
export function CoproducerField({ current, onChange, error, busy }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const { data, noResults } = useTermSuggestions('producer', text);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        Coproducer
      </label>
      {current ? (
        <span className="inline-flex w-fit items-center gap-2 rounded-full bg-white/5 py-1.5 pl-3.5 pr-1.5 text-sm ring-1 ring-white/10">
          {current.name}
          <button
            type="button"
            id={id}
            disabled={busy}
            aria-label={`Remove coproducer ${current.name}`}
            onClick={() => onChange(null)}
            className="rounded-full p-0.5 hover:bg-white/10"
          >
            <X className="size-3.5" />
          </button>
        </span>
      ) : (
        <Combobox
          id={id}
          placeholder="Type 4 letters of a producer's name"
          value={text}
          disabled={busy}
          onValueChange={setText}
          choices={text.trim().length > 3 ? (data ?? []) : []}
          noResults={noResults}
          onChoose={(c) => {
            setText('');
            onChange(Number(c.id));
          }}
          aria-invalid={error ? true : undefined}
          className="h-11 w-full rounded-xl bg-zinc-900 px-3.5 text-sm ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
        />
      )}
      {error && <p className="text-xs text-red-400">{error}</p>}
    </div>
  );
}
