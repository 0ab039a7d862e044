import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useBeats } from '../api/use-beats';
import { BeatGrid } from './BeatGrid';

/** /profile/{identifier}: a producer's beats, by nickname or producer identifier. */
export function ProducerPage() {
  const { identifier = '' } = useParams();
  const { data, isLoading } = useBeats({ search: `@${identifier}`, perPage: 50, sort: 'newest' });
  const first = data?.data[0];
  return (
    <section>
      <PageHeader
        title={first?.producer_name ?? `@${identifier}`}
        // While the list loads, the subtitle's line is held so the grid below does not move when it arrives.
        subtitle={first ? `@${identifier} · ${data?.meta.found ?? 0} beats` : isLoading ? '\u00a0' : undefined}
      />
      <BeatGrid lead beats={data?.data} loading={isLoading} playlistId={`producer:${identifier}`} />
    </section>
  );
}
