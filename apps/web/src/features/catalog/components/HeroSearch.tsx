import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDraft } from '../../../lib/use-draft';
import { SearchInput } from './SearchInput';

export const SEARCH_HINT = 'i.e. "Love it" @producer #HipHop bpm:50-100';

/**
 * The home page's big search box (spec §2): the header's autosuggest (producers after @, tags after #);
 * submitting or picking a suggestion lands on /?search=….
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  // A search made from the header shows here too.
  const [q, setQ] = useDraft(current);
  const go = (text: string) => navigate(text.trim() ? `/?search=${encodeURIComponent(text.trim())}` : '/');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(q);
  };
  return (
    <form
      role="search"
      action="/"
      aria-label="Catalog search"
      onSubmit={submit}
      className="mt-8 flex max-w-2xl items-center gap-2 rounded-full bg-zinc-950/70 p-1.5 ring-1 ring-white/15 focus-within:ring-2 focus-within:ring-accent-400"
    >
      <Search className="ml-3 size-5 shrink-0 text-zinc-400" aria-hidden />
      <SearchInput
        name="search"
        aria-label="Search the catalog"
        value={q}
        onValueChange={setQ}
        onPick={go}
        placeholder={SEARCH_HINT}
        className="h-11 w-full bg-transparent text-sm sm:text-base text-zinc-100 placeholder:text-zinc-400 focus:outline-none"
      />
      <button
        type="submit"
        className="h-11 shrink-0 rounded-full bg-accent-600 px-4 text-sm sm:px-6 font-semibold text-white transition hover:bg-accent-700"
      >
        Search
      </button>
    </form>
  );
}
