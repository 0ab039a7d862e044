import { STORE_ITEM_KIND_LABEL, STORE_ITEM_KINDS, STORE_PAGE_SIZE, type StoreItemKind } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStoreList } from '../api/store';
import { StoreItemCard } from './StoreItemCard';

const chip = (on: boolean) =>
  clsx(
    'h-9 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition',
    on ? 'bg-accent-600 text-white ring-accent-500' : 'bg-zinc-900 text-zinc-200 ring-white/10 hover:bg-zinc-800',
  );

/**
 * `/store` (and `/page/store`): drum kits, loop packs, preset banks and MIDI packs, searched and filtered
 * by kind; the search, kind and page live in the address. `about`: the store's text below the listing (app/).
 */
export function StorePage({ about }: { about?: ReactNode }) {
  usePageTitle('Store');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const kindParam = params.get('kind') ?? '';
  const kind = (STORE_ITEM_KINDS as readonly string[]).includes(kindParam) ? (kindParam as StoreItemKind) : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const list = useStoreList({ search, kind, page });
  const go = (next: { q?: string; kind?: string; page?: number }) => {
    const merged = { q: search, kind, page: 1, ...next };
    setParams(
      Object.fromEntries(
        Object.entries(merged)
          .filter(([k, v]) => v !== '' && !(k === 'page' && v === 1))
          .map(([k, v]) => [k, String(v)]),
      ),
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: typed.trim() });
  };
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / STORE_PAGE_SIZE);
  return (
    // The header's own bottom margin would double the gap between it and the search.
    <section className="flex flex-col gap-6 [&>header]:mb-0">
      <PageHeader
        title="Store"
        subtitle="Drum kits, loop packs, preset banks and MIDI packs, royalty-free, delivered as ZIP downloads on your order page."
      />
      <form role="search" onSubmit={submit} className="flex max-w-xl gap-2">
        <label className="relative flex-1">
          <span className="sr-only">Search the store</span>
          <Search className="pointer-events-none absolute left-3 top-3 size-5 text-zinc-400" aria-hidden />
          <input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Search kits, loops, presets…"
            maxLength={100}
            className="h-11 w-full rounded-xl bg-zinc-900 pl-10 pr-3 text-zinc-100 ring-1 ring-inset ring-white/10 placeholder:text-zinc-400 focus:outline-none focus:ring-2 focus:ring-accent-400"
          />
        </label>
        <Button type="submit">Search</Button>
      </form>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Kind">
        <button type="button" aria-pressed={kind === ''} className={chip(kind === '')} onClick={() => go({ kind: '' })}>
          All
        </button>
        {STORE_ITEM_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            className={chip(kind === k)}
            onClick={() => go({ kind: k })}
          >
            {STORE_ITEM_KIND_LABEL[k]}s
          </button>
        ))}
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : total === 0 ? (
        <EmptyState>{search || kind ? 'Nothing matches this search.' : 'The store opens soon.'}</EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {list.data?.items.map((item) => (
            <li key={item.id}>
              <StoreItemCard item={item} playlist={list.data.items} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Previous
          </Button>
          <span className="text-sm text-zinc-400">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            Next
          </Button>
        </nav>
      )}
      {about && <div className="mt-6">{about}</div>}
    </section>
  );
}
