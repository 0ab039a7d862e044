import { useUpsell } from '../../../lib/use-upsell';
import { Link } from 'react-router';
import { BeatGrid } from './BeatGrid';

/** Beats for sale that sound like this one (and mix with it, decision 0104), as many as the store's setting allows. */
export function SimilarBeats({ beatId }: { beatId: number }) {
  const { data, isLoading } = useUpsell(beatId);
  if (!isLoading && !data?.beat.length) return null;
  return (
    <section aria-labelledby="similar">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="similar" className="text-2xl font-bold tracking-tight text-white">
          Similar beats
        </h2>
        {/* Issue 37 §3: a whole screen of the nearest by sound, narrowed by a search if the buyer adds one. */}
        <Link to={`/?like=${beatId}`} className="text-sm font-semibold text-accent-300 hover:underline">
          More like this
        </Link>
      </div>
      <BeatGrid beats={data?.beat} loading={isLoading} skeletons={6} playlistId={`similar:${beatId}`} />
    </section>
  );
}
