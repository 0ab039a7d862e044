import { formatCount } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { useBeats } from '../api/use-beats';
import { BeatGrid } from './BeatGrid';
import { SoundsLike } from './SoundsLike';

const PER_PAGE = 25;

/** Results of the search language; large counts read "250+" (the server stops counting there). */
export function SearchResults({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useBeats({ search, perPage: PER_PAGE, page, sort: 'relevance' });
  const capped = Boolean(data?.meta.other_query_info?.found_capped);
  // The server asked again with misspelt words mended (decision 0068): say so, or the results look unrelated.
  const mended = Boolean(data?.meta.other_query_info?.mended);
  const found = data?.meta.found ?? 0;
  // A capped count is a lower bound: keep paging while pages come back full.
  const pages = Math.max(Math.ceil(found / PER_PAGE), page);
  const more = capped ? data?.data.length === PER_PAGE : page < pages;
  return (
    <section aria-labelledby="results">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="results" className="text-2xl font-bold tracking-tight text-white">
          Results for “{search}”
        </h2>
        {data && (
          <p className="text-sm text-zinc-400" aria-live="polite">
            {formatCount(found)}
            {capped ? '+' : ''} {found === 1 ? 'beat' : 'beats'}
          </p>
        )}
      </div>
      <div className="mb-6">
        <SoundsLike search={search} />
      </div>
      {mended && (
        <p className="-mt-2 mb-4 text-sm text-zinc-300">
          No beats match every word you typed, so these are the closest matches.
        </p>
      )}
      <BeatGrid lead beats={data?.data} loading={isLoading} playlistId={`search:${search}:${page}`} />
      {pages > 1 && (
        <div className="mt-6 flex items-center justify-center gap-3">
          <Button variant="secondary" disabled={page <= 1 || isFetching} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm text-zinc-400">
            Page {page} of {pages}
            {capped && more ? '+' : ''}
          </span>
          <Button variant="secondary" disabled={!more || isFetching} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      )}
    </section>
  );
}
