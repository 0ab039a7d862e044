import type { ReactNode } from 'react';
import { useBeats, type BeatListParams } from '../api/use-beats';
import { BeatGrid } from './BeatGrid';

/** One titled list of beats on the home page (newest, featured, top, search results). */
interface Props {
  id: string;
  title: ReactNode;
  params: BeatListParams;
  action?: ReactNode;
  /** Show at most this many, leaving out one beat (the similar beats of a beat page). */
  limit?: number;
  excludeId?: number;
}

export function BeatSection({ id, title, params, action, limit, excludeId }: Props) {
  const { data, isLoading } = useBeats(params);
  const beats = data?.data.filter((b) => b.id !== excludeId).slice(0, limit);
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-white">
          {title}
        </h2>
        {action}
      </div>
      <BeatGrid
        beats={beats}
        loading={isLoading}
        skeletons={limit ?? params.perPage ?? 10}
        playlistId={`section:${id}`}
      />
    </section>
  );
}
