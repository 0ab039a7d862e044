import { useUpsell } from '../../../lib/use-upsell';
import { BeatGrid } from './BeatGrid';

/** Beats for sale that sound like this one (and mix with it, decision 0104), as many as the store's setting allows. */
export function SimilarBeats({ beatId }: { beatId: number }) {
  const { data, isLoading } = useUpsell(beatId);
  if (!isLoading && !data?.beat.length) return null;
  return (
    <section aria-labelledby="similar">
      <h2 id="similar" className="mb-4 text-2xl font-bold tracking-tight text-white">
        Similar beats
      </h2>
      <BeatGrid beats={data?.beat} loading={isLoading} skeletons={6} playlistId={`similar:${beatId}`} />
    </section>
  );
}
