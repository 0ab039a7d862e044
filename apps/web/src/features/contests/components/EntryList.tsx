import type { ContestData } from '@beatmarket/shared';
import { Check, ThumbsUp } from 'lucide-react';
import { Button } from '../../../components/Button';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContestActions } from '../api/contests';

/**
 * The entries, each playable with a plain audio element (the footer player's queue holds catalogue beats),
 * and the vote while voting is open: one per account, not for one's own entry.
 */
export function EntryList({ contest: c }: { contest: ContestData }) {
  const { vote } = useContestActions(c.id);
  const { data: profile } = useProfile();
  const dialog = useAuthDialog();
  const voting = c.phase === 'voting';
  const cast = async (entryId: number) => {
    if (!profile) return dialog.open(true);
    try {
      await vote.mutateAsync(entryId);
      notifySuccess('Vote counted', 'Thanks for voting.');
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <section aria-labelledby="entries">
      <h2 id="entries" className="mb-3 text-lg font-bold text-white">
        Entries ({c.entries.length})
      </h2>
      {c.entries.length === 0 ? (
        <p className="text-sm text-zinc-400">No entries yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {c.entries.map((e) => (
            <li key={e.id} className="rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-white/10" data-testid="contest-entry">
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 truncate font-semibold text-white">
                  {e.title} <span className="font-normal text-zinc-400">by {e.artist}</span>
                  {e.mine && <span className="ml-2 text-xs text-accent-300">(yours)</span>}
                </p>
                {e.votes !== null && (
                  <span className="text-sm text-zinc-300">
                    {e.votes} {e.votes === 1 ? 'vote' : 'votes'}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <audio
                  controls
                  preload="none"
                  src={e.audio_href}
                  className="h-10 w-full max-w-md"
                  aria-label={`Play ${e.title}`}
                />
                {voting && c.my_vote === e.id && (
                  <span className="inline-flex items-center gap-1 text-sm text-emerald-300">
                    <Check className="size-4" aria-hidden /> Your vote
                  </span>
                )}
                {voting && c.my_vote === null && !e.mine && (
                  <Button size="sm" variant="secondary" busy={vote.isPending} onClick={() => void cast(e.id)}>
                    <ThumbsUp className="size-4" aria-hidden /> Vote
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
