import { clsx } from 'clsx';
import { Archive, Download } from 'lucide-react';
import type { FilterValue, ListFilter, ListTableState } from '../use-table-state';

export interface FilterDef {
  /** The field of the `filter` JSON (spec §7). */
  id: string;
  label: string;
  /** Values as the column holds them (numbers for an integer column: the server refuses '3' there). */
  options: { value: FilterValue; label: string }[];
}

const control =
  'h-10 max-w-40 rounded-full bg-zinc-900 px-4 text-sm text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400';
/** Icon and word; on phones the icon alone (the word stays for screen readers), so the toolbar keeps to one line. */
export const chip =
  'inline-flex h-10 items-center gap-2 rounded-full px-3 sm:px-4 text-sm font-medium ring-1 ring-inset transition focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';

/** One select per filter; choosing "All" takes the field out of the filter. */
export function FilterSelects({
  filters,
  value,
  onChange,
}: {
  filters: FilterDef[];
  value: ListFilter;
  onChange(next: ListFilter): void;
}) {
  return filters.map((f) => {
    const cur = value[f.id];
    const selected = String(Array.isArray(cur) ? (cur[0] ?? '') : (cur ?? ''));
    return (
      <label key={f.id} className="flex items-center gap-2 text-sm text-zinc-400">
        {f.label}
        <select
          value={selected}
          onChange={(e) => {
            const option = f.options.find((o) => String(o.value) === e.target.value);
            onChange({ ...value, [f.id]: option ? [option.value] : [] });
          }}
          className={control}
        >
          <option value="">All</option>
          {f.options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    );
  });
}

export function ArchivedToggle({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={clsx(
        chip,
        on
          ? 'bg-accent-600/20 text-accent-300 ring-accent-500/40'
          : 'bg-zinc-900 text-zinc-300 ring-white/10 hover:text-white',
      )}
    >
      <Archive className="size-4" aria-hidden />
      <span className="max-sm:sr-only">Archived</span>
    </button>
  );
}

/** The list's export address (spec §2): the current search, sort, archive and filters; never the page size. */
export function exportHref(entity: string, state: ListTableState) {
  const q = new URLSearchParams();
  if (state.search) q.set('search', state.search);
  if (state.sort) q.set('sort', state.sort);
  if (state.archived) q.set('archived', 'true');
  const filter = Object.entries(state.filter).filter(([, v]) => (Array.isArray(v) ? v.length : v !== ''));
  if (filter.length) q.set('filter', JSON.stringify(Object.fromEntries(filter)));
  return `/private-api/${entity}/export${q.size ? `?${q}` : ''}`;
}

export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} download className={clsx(chip, 'bg-zinc-900 text-zinc-300 ring-white/10 hover:text-white')}>
      <Download className="size-4" aria-hidden />
      <span className="max-sm:sr-only">Export</span>
    </a>
  );
}
