import { TAG_GROUPS, tagSlug } from '@beatmarket/shared';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Combobox } from '../../../components/Combobox';
import { useTermSuggestions } from '../../../lib/use-autosuggest';

export type TagGroup = (typeof TAG_GROUPS)[number];
export interface TagInput {
  name: string;
  group: TagGroup;
}

const GROUP_LABEL: Record<TagGroup, string> = {
  genre: 'Genre',
  mood: 'Mood',
  instruments: 'Instruments',
  'sounds-like': 'Sounds like',
};

/** Tags by group (spec §3): pick an existing tag from the suggestions or type a new one. */
export function TagEditor({
  tags,
  onChange,
  busy,
}: {
  tags: TagInput[];
  onChange(next: TagInput[]): void;
  busy?: boolean;
}) {
  const [group, setGroup] = useState<TagGroup>('genre');
  const [text, setText] = useState('');
  const chosen = tags.map((t) => tagSlug(t.name));
  const { data, noResults } = useTermSuggestions('tag', text, chosen);

  const add = (name: string, inGroup: TagGroup) => {
    const clean = name.trim().replace(/^#/, '');
    if (!clean || chosen.includes(tagSlug(clean))) return setText('');
    onChange([...tags, { name: clean, group: inGroup }]);
    setText('');
  };

  return (
    <fieldset className="flex flex-col gap-3" disabled={busy}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">Tags</legend>
      {TAG_GROUPS.map((g) => {
        const inGroup = tags.filter((t) => t.group === g);
        if (!inGroup.length) return null;
        return (
          <div key={g} className="flex flex-wrap items-center gap-2">
            <span className="w-24 text-xs uppercase tracking-wider text-zinc-400">{GROUP_LABEL[g]}</span>
            {inGroup.map((t) => (
              <span
                key={t.name}
                className="inline-flex items-center gap-1 rounded-full bg-white/5 py-1 pl-3 pr-1 text-sm text-zinc-200 ring-1 ring-white/10"
              >
                {t.name}
                <button
                  type="button"
                  aria-label={`Remove tag ${t.name}`}
                  onClick={() => onChange(tags.filter((x) => x !== t))}
                  className="rounded-full p-0.5 hover:bg-white/10"
                >
                  <X className="size-3.5" />
                </button>
              </span>
            ))}
          </div>
        );
      })}
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          aria-label="Tag group"
          value={group}
          onChange={(e) => setGroup(e.target.value as TagGroup)}
          className="h-11 rounded-xl bg-zinc-900 px-3 text-sm ring-1 ring-inset ring-white/10"
        >
          {TAG_GROUPS.map((g) => (
            <option key={g} value={g}>
              {GROUP_LABEL[g]}
            </option>
          ))}
        </select>
        <Combobox
          aria-label="Add a tag"
          placeholder="Add a tag and press Enter"
          value={text}
          onValueChange={setText}
          choices={text.trim().length > 3 ? (data ?? []) : []}
          noResults={noResults}
          onChoose={(c) => {
            const cut = c.label.lastIndexOf(' · ');
            const suggested = c.label.slice(cut + 3) as TagGroup;
            add(cut > 0 ? c.label.slice(0, cut) : c.label, TAG_GROUPS.includes(suggested) ? suggested : group);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add(text, group);
          }}
          className="h-11 w-full rounded-xl bg-zinc-900 px-3.5 text-sm ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
        />
      </div>
    </fieldset>
  );
}
