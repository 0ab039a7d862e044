import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { beatPath, producerHandle, type Beat } from '../../../lib/beat';
import { Cover } from '../../../components/Cover';
import { FavoriteButton } from './FavoriteButton';
import { BeatPrice } from '../../../components/Price';
import { ShareMenu } from './ShareMenu';
import { useSlots } from '../../../lib/slots';
import { Stars } from '../../../components/Stars';

function Status({ beat }: { beat: Beat }) {
  if (!beat.published_at)
    return (
      <span className="rounded-full bg-amber-400/90 px-2 py-0.5 text-[11px] font-bold text-zinc-950">
        Awaiting approval
      </span>
    );
  if (beat.sold)
    return <span className="rounded-full bg-zinc-950/80 px-2 py-0.5 text-[11px] font-bold text-white">Sold</span>;
  if (!beat.available)
    return <span className="rounded-full bg-zinc-950/80 px-2 py-0.5 text-[11px] font-bold text-white">n/a</span>;
  return null;
}

export function BeatCard({
  beat,
  playlist,
  playlistId,
  priority = false,
}: {
  beat: Beat;
  playlist: Beat[];
  playlistId: string;
  /** Above the fold on first paint: the cover is fetched first (see Cover). */
  priority?: boolean;
}) {
  const handle = producerHandle(beat);
  // Play, add to cart and download belong to other features; app/ fills these slots.
  const { PlayButton, AddToCartButton, DownloadButton } = useSlots();
  return (
    // Off-screen cards skip style, layout and paint until scrolled near (issue 33: a home page of 45 cards spent
    // most of its start-up recalculating styles); `auto` keeps the height a card had once it was rendered.
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-zinc-900/70 ring-1 ring-white/5 transition [contain-intrinsic-size:auto_22rem] [content-visibility:auto] hover:ring-white/15">
      <Link to={beatPath(beat)} className="relative block" aria-label={`${beat.full_title} by ${beat.producer_name}`}>
        <Cover beat={beat} priority={priority} className="transition duration-300 group-hover:scale-[1.02]" />
        <span className="absolute left-3 top-3">
          <Status beat={beat} />
        </span>
      </Link>
      <div className="relative">
        <PlayButton
          beat={beat}
          playlist={playlist}
          playlistId={playlistId}
          className="absolute -top-14 right-3 opacity-90 group-hover:opacity-100"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3.5">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-white">
            <Link to={beatPath(beat)} className="hover:underline">
              {beat.title_main}
            </Link>
          </h3>
          {(beat.title_decoration || beat.title_part) && (
            <p className="truncate text-xs text-accent-300">
              {[beat.title_decoration, beat.title_part].filter(Boolean).join(' · ')}
            </p>
          )}
          <p className="truncate text-sm text-zinc-400">
            {handle ? (
              <Link to={`/profile/${handle}`} className="hover:text-white">
                {beat.producer_name}
              </Link>
            ) : (
              beat.producer_name
            )}
            {beat.bpm && <span> · {beat.bpm} BPM</span>}
          </p>
        </div>
        <div className="flex items-center justify-between gap-2 text-xs text-zinc-400">
          <BeatPrice beat={beat} />
          {beat.avg_rating !== null && <Stars value={beat.avg_rating} />}
        </div>
        <div className="mt-auto flex items-center justify-between pt-1">
          <AddToCartButton beat={beat} compact />
          <span className="flex items-center">
            {beat._can_edit && (
              <Link
                to={`${beatPath(beat)}/edit`}
                aria-label={`Edit ${beat.title}`}
                className="rounded-full p-2 text-zinc-300 hover:bg-white/10 hover:text-white"
              >
                <Pencil className="size-4" />
              </Link>
            )}
            <ShareMenu beat={beat} />
            <DownloadButton beat={beat} compact />
            <FavoriteButton beat={beat} />
          </span>
        </div>
      </div>
    </article>
  );
}
