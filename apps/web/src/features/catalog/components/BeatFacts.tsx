import { formatCount, tagsInOrder } from '@beatmarket/shared';
import { Link } from 'react-router';
import { BeatPrice } from '../../../components/Price';
import { Stars } from '../../../components/Stars';
import type { Beat } from '../../../lib/beat';

/** Tempo, key, plays, price and rating, each only when the beat has it. */
export function BeatFacts({ beat }: { beat: Beat }) {
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
      {beat.bpm && (
        <div>
          <dt className="text-zinc-400">Tempo</dt>
          <dd className="font-semibold text-white">{beat.bpm} BPM</dd>
        </div>
      )}
      {beat.musical_key && (
        <div>
          <dt className="text-zinc-400">Key</dt>
          <dd className="font-semibold text-white">{beat.musical_key}</dd>
        </div>
      )}
      <div>
        <dt className="text-zinc-400">Plays</dt>
        <dd className="font-semibold text-white">{formatCount(beat.plays)}</dd>
      </div>
      {beat.price_from !== null && (
        <div>
          <dt className="text-zinc-400">Price</dt>
          <dd>
            <BeatPrice beat={beat} />
          </dd>
        </div>
      )}
      {beat.avg_rating !== null && (
        <div>
          <dt className="text-zinc-400">Rating</dt>
          <dd>
            <Stars value={beat.avg_rating} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The beat's tags, each a search for it. */
export function BeatTags({ beat }: { beat: Beat }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tagsInOrder(beat.tags_object).map(([slug, t]) => (
        <li key={slug}>
          <Link
            to={`/?search=${encodeURIComponent(`#${slug}`)}`}
            className="rounded-full bg-white/5 px-3 py-1 text-sm text-zinc-200 ring-1 ring-white/10 hover:bg-white/10"
          >
            #{t.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
