import { Suspense } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import type { Beat } from '../../../lib/beat';
import { useSlots } from '../../../lib/slots';
import { useBeats } from '../api/use-beats';
import { BeatGrid } from './BeatGrid';

/**
 * Whose page this is, from their beats: the search also finds beats they co-produced, so the id is the one
 * whose handle (nickname or producer identifier, in any case, as the search matches) is in the address,
 * and so is the name: the newest beat may be someone else's, co-produced by this producer.
 */
function producerOf(beats: Beat[], handle: string): { id: number; name: string } | null {
  const is = (h: string | null) => h?.toLowerCase() === handle.toLowerCase();
  for (const b of beats) {
    if (is(b.producer_nickname) || is(b.producer_identifier)) return { id: b.producer_id, name: b.producer_name };
    if (b.coproducer_id && is(b.coproducer_nickname))
      return { id: b.coproducer_id, name: b.coproducer_name ?? `@${handle}` };
  }
  return null;
}

/** /profile/{identifier}: a producer's beats, by nickname or producer identifier, and their memberships. */
export function ProducerPage() {
  const { identifier = '' } = useParams();
  const { ProducerPlans, FollowButton } = useSlots();
  const { data, isLoading } = useBeats({ search: `@${identifier}`, perPage: 50, sort: 'newest' });
  const first = data?.data[0];
  const producer = data ? producerOf(data.data, identifier) : null;
  return (
    <section>
      <PageHeader
        title={producer?.name ?? first?.producer_name ?? `@${identifier}`}
        // While the list loads, the subtitle's line is held so the grid below does not move when it arrives.
        subtitle={first ? `@${identifier} · ${data?.meta.found ?? 0} beats` : isLoading ? '\u00a0' : undefined}
      />
      {producer && (
        <div className="-mt-2 mb-6 min-h-9">
          <Suspense fallback={null}>
            <FollowButton producerId={producer.id} name={producer.name} />
          </Suspense>
        </div>
      )}
      {producer && (
        <Suspense fallback={null}>
          <ProducerPlans producerId={producer.id} />
        </Suspense>
      )}
      <BeatGrid lead beats={data?.data} loading={isLoading} playlistId={`producer:${identifier}`} />
    </section>
  );
}
