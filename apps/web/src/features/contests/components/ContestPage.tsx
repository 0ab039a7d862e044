import { CONTEST_PHASE_LABEL, isAdmin, prizeLabel, type ContestData } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { ArrowLeft, Download, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { RichText } from '../../../components/RichText';
import { Spinner } from '../../../components/Spinner';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { useProfile } from '../../../lib/auth/use-profile';
import { useReaderTimeZone } from '../../../lib/use-reader-time-zone';
import { useContest } from '../api/contests';
import { nextMoment, PHASE_TONE } from './contest-dates';
import { EntryForm } from './EntryForm';
import { EntryList } from './EntryList';
import { WinnersPanel } from './WinnersPanel';

const BOX = 'rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-white/10';
const ORDINAL = ['1st', '2nd', '3rd'];
export const placeName = (place: number) => ORDINAL[place - 1] ?? `${place}th`;

/** `/contests/{slug}`: the brief, rules and prizes, the stems, the entries to play and vote on, the winners. */
export function ContestPage() {
  const slug = useParams().slug ?? '';
  const { data: c, isPending, isError } = useContest(slug);
  if (isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  if (isError || !c) return <EmptyState title="Record load error">This contest could not be found.</EmptyState>;
  return <ContestView contest={c} />;
}

function ContestView({ contest: c }: { contest: ContestData }) {
  const { data: profile } = useProfile();
  const dialog = useAuthDialog();
  const timeZone = useReaderTimeZone();
  const admin = isAdmin(profile?.role);
  const canEnter = c.phase === 'submissions' && c.my_entry_count < c.max_entries;
  return (
    <article className="max-w-4xl">
      <Link to="/contests" className="mb-4 inline-flex items-center gap-1.5 text-sm text-zinc-400 hover:text-white">
        <ArrowLeft className="size-4" aria-hidden /> All contests
      </Link>
      <PageHeader
        title={c.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', PHASE_TONE[c.phase])}>
              {CONTEST_PHASE_LABEL[c.phase]}
            </span>
            {nextMoment(c, timeZone)}
          </span>
        }
        actions={
          admin && (
            <Link
              to={`/contests/${c.slug}/edit`}
              className="inline-flex h-10 items-center gap-1.5 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-white ring-1 ring-white/10 hover:bg-zinc-700"
            >
              <Pencil className="size-4" aria-hidden /> Edit contest
            </Link>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {c.winners.length > 0 && <WinnersPanel contest={c} />}
          {c.brief && (
            <section className={BOX} aria-labelledby="brief">
              <h2 id="brief" className="mb-3 text-lg font-bold text-white">
                The brief
              </h2>
              <RichText html={c.brief} />
            </section>
          )}
          {c.rules && (
            <section className={BOX} aria-labelledby="rules">
              <h2 id="rules" className="mb-3 text-lg font-bold text-white">
                Rules
              </h2>
              <RichText html={c.rules} />
            </section>
          )}
          {profile && canEnter && <EntryForm contest={c} />}
          <EntryList contest={c} />
          {admin && c.phase === 'closed' && c.winners.length === 0 && c.entries.length > 0 && (
            <WinnersPanel contest={c} picking />
          )}
        </div>
        <aside className="order-first flex flex-col gap-6 lg:order-none">
          <section className={BOX} aria-labelledby="prizes">
            <h2 id="prizes" className="mb-3 text-lg font-bold text-white">
              Prizes
            </h2>
            {c.prizes_text && <p className="mb-3 text-sm text-zinc-300">{c.prizes_text}</p>}
            <ul className="flex flex-col gap-1 text-sm text-zinc-200">
              {c.prizes.map((p) => (
                <li key={p.place}>
                  <strong>{placeName(p.place)}:</strong> {prizeLabel(p)}
                </li>
              ))}
            </ul>
          </section>
          {c.file_name && (
            <section className={BOX} aria-labelledby="stems">
              <h2 id="stems" className="mb-3 text-lg font-bold text-white">
                The beat
              </h2>
              {c.file_href ? (
                <a
                  href={c.file_href}
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 hover:text-accent-200"
                >
                  <Download className="size-4" aria-hidden /> Download {c.file_name}
                </a>
              ) : (
                <p className="text-sm text-zinc-400">
                  <Button variant="link" onClick={() => dialog.open(true)}>
                    Log in
                  </Button>{' '}
                  to download the stems.
                </p>
              )}
            </section>
          )}
          {!profile && c.phase === 'submissions' && (
            <p className="text-sm text-zinc-400">
              <Button variant="link" onClick={() => dialog.open(true)}>
                Log in
              </Button>{' '}
              to enter this contest.
            </p>
          )}
        </aside>
      </div>
    </article>
  );
}
