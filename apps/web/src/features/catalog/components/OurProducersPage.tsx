import type { ProducerView } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { get } from '../../../lib/api';

type Producer = ProducerView;

/** /our-producers: everyone who sells beats here, each linking to their profile. */
export function OurProducersPage() {
  const { data, isLoading } = useQuery({ queryKey: ['producers'], queryFn: () => get<Producer[]>('/user/producers') });
  return (
    <section>
      <PageHeader title="Our Producers" subtitle="The people behind the beats." />
      {isLoading ? (
        <Spinner className="size-6 text-accent-400" label="Loading producers" />
      ) : !data?.length ? (
        <EmptyState />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {data.map((p) => {
            const handle = p.nickname ?? p.producer_identifier;
            return (
              <li key={p.id}>
                <Link
                  to={`/profile/${handle}`}
                  className="flex flex-col items-center gap-3 rounded-3xl bg-zinc-900/60 p-6 text-center ring-1 ring-white/5 hover:ring-white/20"
                >
                  <span
                    className="grid size-20 place-items-center rounded-full bg-gradient-to-br from-accent-400 to-accent-700 text-2xl font-black text-white"
                    aria-hidden
                  >
                    {p.name
                      .split(' ')
                      .map((w) => w[0])
                      .join('')
                      .slice(0, 2)}
                  </span>
                  <span className="font-semibold text-white">{p.name}</span>
                  <span className="text-sm text-zinc-400">@{handle}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
