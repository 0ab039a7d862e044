import { CONTEST_PHASE_LABEL, isAdmin, type ContestSummaryData } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useProfile } from '../../../lib/auth/use-profile';
import { useReaderTimeZone } from '../../../lib/use-reader-time-zone';
import { useContests } from '../api/contests';
import { nextMoment, PHASE_TONE } from './contest-dates';

const GROUPS = [
  { title: 'Open for entries', phases: ['upcoming', 'submissions'] },
  { title: 'Voting', phases: ['waiting', 'voting'] },
  { title: 'Past contests', phases: ['closed'] },
] as const;

/** `/contests`: the contests open for entries, those being voted on, and the past ones (still readable). */
export function ContestsPage() {
  const { data, isPending } = useContests();
  const { data: profile } = useProfile();
  const timeZone = useReaderTimeZone();
  const admin = isAdmin(profile?.role);
  return (
    <section className="max-w-4xl">
      <PageHeader
        title="Contests"
        subtitle="Download the beat, record your song, enter it, and vote for your favourite. Winners get real prizes."
        actions={
          admin && (
            <Link
              to="/contests/new/edit"
              className="inline-flex h-10 items-center gap-1.5 rounded-full bg-accent-500 px-4 text-sm font-semibold text-white hover:bg-accent-400"
            >
              <Plus className="size-4" aria-hidden /> New contest
            </Link>
          )
        }
      />
      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : !data?.length ? (
        <EmptyState title="No contests yet">The next contest will be announced here.</EmptyState>
      ) : (
        GROUPS.map((g) => {
          const items = data.filter((c) => (g.phases as readonly string[]).includes(c.phase));
          if (!items.length) return null;
          return (
            <div key={g.title} className="mb-10">
              <h2 className="mb-3 text-lg font-bold text-white">{g.title}</h2>
              <ul className="flex flex-col gap-3">
                {items.map((c) => (
                  <ContestCard key={c.id} contest={c} timeZone={timeZone} />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

function ContestCard({ contest: c, timeZone }: { contest: ContestSummaryData; timeZone: string | undefined }) {
  return (
    <li>
      <Link
        to={`/contests/${c.slug}`}
        className="flex flex-col gap-2 rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-white/10 transition hover:ring-accent-400/60 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-white">
            {c.title}
            {!c.published && <span className="ml-2 text-xs font-normal text-amber-300">(draft)</span>}
          </p>
          <p className="text-sm text-zinc-400">{nextMoment(c, timeZone)}</p>
          {c.prizes_text && <p className="mt-1 line-clamp-2 text-sm text-zinc-300">{c.prizes_text}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-3 text-sm">
          <span className="text-zinc-400">
            {c.entry_count} {c.entry_count === 1 ? 'entry' : 'entries'}
          </span>
          <span className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', PHASE_TONE[c.phase])}>
            {CONTEST_PHASE_LABEL[c.phase]}
          </span>
        </div>
      </Link>
    </li>
  );
}
