import { Link } from 'react-router';
import { Cover } from '../../catalog/components/Cover';
import type { StudioBeat } from '../api/use-studio-beat';
import { MediaStateBadge, PublishBadge } from './MediaStateBadge';

const editPath = (b: StudioBeat) => `/${b.family === 'feature' ? 'features' : 'beats'}/${b.slug}/edit`;
const count = (n: number) => n.toLocaleString('en-US');

export function DashboardRow({ beat }: { beat: StudioBeat }) {
  return (
    <tr className="bg-zinc-950/30 hover:bg-white/[0.03]">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <div className="size-10 shrink-0 overflow-hidden rounded-lg"><Cover beat={beat} sizes="40px" thumb /></div>
          <div className="min-w-0">
            <Link to={editPath(beat)} className="block truncate font-semibold text-white hover:text-accent-300" aria-label={`Edit ${beat.full_title}`}>{beat.full_title}</Link>
            <p className="text-xs text-zinc-400">{beat.family === 'feature' ? 'Feature' : 'Beat'}{beat.bpm ? ` · ${beat.bpm} BPM` : ''}</p>
          </div>
        </div>
      </td>
      <td className="px-4 py-3"><PublishBadge publishedAt={beat.published_at} requestedAt={beat.publish_requested_at} /></td>
      <td className="px-4 py-3"><MediaStateBadge state={beat.media_state} /></td>
      <td className="px-4 py-3 text-right tabular-nums">{count(beat.plays)}</td>
      <td className="px-4 py-3 text-right tabular-nums">{count(beat.favorites)}</td>
      <td className="px-4 py-3 text-right tabular-nums">{count(beat.sales)}</td>
    </tr>
  );
}
