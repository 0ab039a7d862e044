import { formatDateTime, type ContestPhase, type ContestSummaryData } from '@beatmarket/shared';

/** The line under a contest's title: what happens next, and when (MM/DD/YYYY, the reader's time). */
export function nextMoment(c: ContestSummaryData, timeZone?: string): string {
  const at = (v: string) => formatDateTime(v, timeZone);
  const lines: Record<ContestPhase, string> = {
    upcoming: `Entries open ${at(c.submissions_open_at)}`,
    submissions: `Entries close ${at(c.submissions_close_at)}`,
    waiting: `Voting opens ${at(c.voting_open_at)}`,
    voting: `Voting closes ${at(c.voting_close_at)}`,
    closed: `Closed ${at(c.voting_close_at)}`,
  };
  return lines[c.phase];
}

export const PHASE_TONE: Record<ContestPhase, string> = {
  upcoming: 'bg-zinc-700/60 text-zinc-200',
  submissions: 'bg-emerald-500/15 text-emerald-300',
  waiting: 'bg-amber-500/15 text-amber-300',
  voting: 'bg-accent-500/20 text-accent-200',
  closed: 'bg-zinc-800 text-zinc-400',
};
