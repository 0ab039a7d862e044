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
        subtitle={first ? `@${identifier} · ${data?.meta.found ?? 0} beats` : undefined}
      />
      <BeatGrid beats={data?.data} loading={isLoading} playlistId={`producer:${identifier}`} />
    </section>
  );
}
