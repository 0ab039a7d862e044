import { contestPhase, type ContestSummaryData } from '@beatmarket/shared';
import type { ContestRow } from './contests.repository.js';

/** A contest as the list shows it; its phase from the clock. */
export function presentSummary(c: ContestRow, entryCount: number, now: Date): ContestSummaryData {
  const at = {
    submissions_open_at: c.submissionsOpenAt.toISOString(),
    submissions_close_at: c.submissionsCloseAt.toISOString(),
    voting_open_at: c.votingOpenAt.toISOString(),
    voting_close_at: c.votingCloseAt.toISOString(),
  };
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    phase: contestPhase(at, now),
    published: c.published,
    ...at,
    prizes_text: c.prizesText,
    entry_count: entryCount,
  };
}
