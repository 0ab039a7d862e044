import { MIN_SEARCH_LENGTH } from '@beatmarket/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BeatSection } from './BeatSection';
import { SearchResults } from './SearchResults';
import { SoundsLike } from './SoundsLike';
import { useSupportingData } from '../../../lib/use-supporting-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { HeroSearch } from './HeroSearch';
import { HydrateWhenSeen } from './HydrateWhenSeen';

/** `carousel`: the slides (features/slides), given by app/ so that features do not import each other. */
export function HomePage({ carousel }: { carousel?: ReactNode }) {
  const { data } = useSupportingData();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const searching = search.length >= MIN_SEARCH_LENGTH;
  // A beat page's "More like this" (issue 37 §3): the beats nearest that beat by sound.
  const like = Number(params.get('like')) || undefined;
  const focused = searching || like !== undefined;
  // Search results name the tab themselves ("Search: …").
  usePageTitle(searching ? `Search: ${search}` : data?.tagline);
  return (
    <div className="flex flex-col gap-12">
      {/* The glow is clipped in its own layer: the search box's suggestion list must overflow the hero. */}
      {!focused && (
        <section className="relative z-10 rounded-[2rem] bg-gradient-to-br from-accent-700/40 via-zinc-900 to-zinc-950 px-6 py-8 ring-1 ring-white/10 sm:px-10 sm:py-10">
          <div className="pointer-events-none absolute inset-0 overflow-hidden rounded-[2rem]" aria-hidden>
            <div className="absolute -right-24 -top-24 size-80 rounded-full bg-accent-500/20 blur-3xl" />
          </div>
          <h1 className="mt-2 max-w-3xl text-3xl font-black leading-tight tracking-tight text-white sm:text-4xl">
            {data?.tagline}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-zinc-300">{data?.slogan}</p>
          <HeroSearch />
        </section>
      )}
      {!focused && carousel}
      {like !== undefined ? (
        <SoundsLike key={like} beatId={like} search={searching ? search : ''} />
      ) : searching ? (
        <SearchResults key={search} search={search} />
      ) : (
        <>
          <BeatSection
            id="featured"
            title="Featured"
            params={{ sort: 'featured', filter: { placed: 'featured' }, perPage: 10 }}
          />
          {/* Below the fold on a phone: shown from the server's markup, adopted by React when near (issue 14). */}
          <HydrateWhenSeen>
            <BeatSection
              id="newest"
              title="Newest beats"
              params={{ sort: 'newest', filter: { family: 'beat' }, perPage: 25 }}
            />
          </HydrateWhenSeen>
          <HydrateWhenSeen>
            <BeatSection id="top" title="Top beats" params={{ sort: 'top', filter: { placed: 'top' }, perPage: 10 }} />
          </HydrateWhenSeen>
          <HydrateWhenSeen>
            <BeatSection
              id="features"
              title="Artist features"
              params={{ filter: { family: 'feature' }, perPage: 10 }}
            />
          </HydrateWhenSeen>
        </>
      )}
    </div>
  );
}
