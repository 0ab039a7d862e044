import { DEBOUNCE_MS, type AutosuggestChoice } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Combobox } from '../../components/Combobox';
import { call } from '../../lib/api';
import type { Beat } from '../../lib/beat';
import { useDebounced } from '../../lib/use-debounced';

/**
 * Finds a beat to feature: the catalog's own search (title words, @producer, #tag) in the shared
 * combobox, published beats only (what the home page can show), those already featured left out.
 */
export function FeatureSearch({ featured, onAdd }: { featured: Set<number>; onAdd(beat: Beat): void }) {
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim(), DEBOUNCE_MS.autosuggest);
  const found = useQuery({
    queryKey: ['featured-admin', 'search', settled],
    queryFn: () =>
      call<Beat[]>('/beat/records', {
        query: { search: settled, per_page: 10, filter: JSON.stringify({ status: ['published'] }) },
      }).then((r) => r.data),
    enabled: settled.length >= 2,
    staleTime: 30_000,
  });
  const beats = (found.data ?? []).filter((b) => !featured.has(b.id)).slice(0, 8);
  const choices: AutosuggestChoice[] = beats.map((b) => ({
    id: b.id,
    value: String(b.id),
    label: `${b.full_title} · ${b.producer_name}`,
  }));
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-zinc-900/70 px-3 ring-1 ring-white/10 focus-within:ring-accent-500/60">
      <Search className="size-4 shrink-0 text-zinc-500" aria-hidden />
      <Combobox
        aria-label="Add a beat to featured"
        placeholder="Add a beat: title, @producer, #tag"
        value={text}
        onValueChange={setText}
        choices={choices}
        noResults={found.isSuccess && settled.length >= 2 && settled === text.trim() && choices.length === 0}
        onChoose={(c) => {
          const beat = beats.find((b) => String(b.id) === c.value);
          if (!beat) return;
          onAdd(beat);
          setText('');
        }}
        className="h-11 w-full bg-transparent text-sm text-white placeholder:text-zinc-500"
        // The box around it shows the focus (focus-within ring); the global outline would draw a second frame.
        style={{ outline: 'none' }}
      />
    </div>
  );
}
