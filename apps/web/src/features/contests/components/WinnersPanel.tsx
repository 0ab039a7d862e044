import { prizeLabel, type ContestData } from '@beatmarket/shared';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContestActions } from '../api/contests';
import { placeName } from './ContestPage';

/**
 * The winners with their prizes (a coupon's code, a feature's order for its winner); for administrators,
 * the pick itself.
 */
export function WinnersPanel({ contest: c, picking = false }: { contest: ContestData; picking?: boolean }) {
  if (picking) return <PickWinners contest={c} />;
  return (
    <section
      className="rounded-2xl bg-gradient-to-br from-amber-500/15 to-zinc-900 p-5 ring-1 ring-amber-400/30"
      aria-labelledby="winners"
    >
      <h2 id="winners" className="mb-3 flex items-center gap-2 text-lg font-bold text-white">
        <Trophy className="size-5 text-amber-300" aria-hidden /> Winners
      </h2>
      <ol className="flex flex-col gap-2">
        {c.winners.map((w) => (
          <li key={w.place} className="text-sm text-zinc-200">
            <strong className="text-white">{placeName(w.place)}:</strong> {w.title} by {w.artist}
            {w.prize && <span className="text-zinc-400"> · {prizeLabel(w.prize)}</span>}
            {w.coupon_code && (
              <span className="ml-2 rounded bg-zinc-800 px-2 py-0.5 font-mono text-xs text-amber-200">
                {w.coupon_code}
              </span>
            )}
            {w.order_id && (
              <Link
                to={`/order/${w.order_id}`}
                className="ml-2 font-semibold text-amber-200 underline hover:text-white"
              >
                Your feature's order
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Votes are advice: the entries are offered most-voted first, and the administrator picks per place. */
function PickWinners({ contest: c }: { contest: ContestData }) {
  const { pick } = useContestActions(c.id);
  const places = Math.max(1, ...c.prizes.map((p) => p.place));
  const ranked = [...c.entries].sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0));
  const [chosen, setChosen] = useState<string[]>(Array.from({ length: places }, (_, i) => String(ranked[i]?.id ?? '')));
  const submit = async () => {
    const winners = chosen.flatMap((v, i) => (v ? [{ place: i + 1, entry_id: Number(v) }] : []));
    try {
      await pick.mutateAsync({ winners });
      notifySuccess('Winners picked', 'The prizes have been paid.');
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <section className="rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-amber-400/30" aria-labelledby="pick">
      <h2 id="pick" className="mb-1 text-lg font-bold text-white">
        Pick the winners
      </h2>
      <p className="mb-4 text-sm text-zinc-400">
        Votes are advice. Picking is final: the prizes are paid at once (cash to the winner&apos;s next statement, a
        coupon by code, a feature as an order of it in the winner&apos;s account).
      </p>
      <div className="flex flex-col gap-3">
        {chosen.map((value, i) => {
          const prize = c.prizes.find((p) => p.place === i + 1);
          return (
            <label key={i} className="flex flex-col gap-1 text-sm text-zinc-300 sm:flex-row sm:items-center sm:gap-3">
              <span className="w-40 shrink-0">
                {placeName(i + 1)} {prize && <span className="text-zinc-500">({prizeLabel(prize)})</span>}
              </span>
              <select
                value={value}
                onChange={(e) => setChosen((xs) => xs.map((x, j) => (j === i ? e.target.value : x)))}
                className="h-10 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset ring-white/10"
                aria-label={`Winner of place ${i + 1}`}
              >
                <option value="">No winner</option>
                {ranked.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.title} by {e.artist} ({e.votes ?? 0} votes)
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </div>
      <Button className="mt-4" busy={pick.isPending} onClick={() => void submit()}>
        Pick winners and pay prizes
      </Button>
    </section>
  );
}
