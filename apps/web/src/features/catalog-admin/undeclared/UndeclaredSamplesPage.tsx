import { formatDate } from '@beatmarket/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAskToDeclare, useUndeclared, type UndeclaredBeat } from './use-undeclared';

/** Issue 35 §4: beats whose producer has not declared their samples; an administrator asks by mail. */
export function UndeclaredSamplesPage() {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useUndeclared(page);
  const total = data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.meta.per_page ?? 50)));
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Undeclared samples"
        subtitle={`Beats whose producer has not said whether they use samples: ${total}. Ask them to declare.`}
      />
      {isLoading ? (
        <Spinner className="size-6 text-accent-400" label="Loading beats" />
      ) : !data?.data.length ? (
        <EmptyState title="Every beat is declared" />
      ) : (
        <ul className="flex flex-col divide-y divide-white/5 rounded-2xl bg-zinc-900/60 ring-1 ring-white/5">
          {data.data.map((b) => (
            <UndeclaredRow key={b.id} beat={b} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm text-zinc-300">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          Page {page} of {pages}
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}

function UndeclaredRow({ beat }: { beat: UndeclaredBeat }) {
  const ask = useAskToDeclare();
  const onAsk = () =>
    ask.mutate(beat.id, {
      onSuccess: () => notifySuccess('Producer asked', `${beat.producer_name} was mailed about ${beat.title}.`),
      onError: (err) => notifyError(err),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <Link to={`/beats/${beat.slug}`} className="font-semibold text-white hover:underline">
          {beat.title}
        </Link>
        <p className="text-sm text-zinc-400">
          {beat.producer_name} · {beat.published_at ? `published ${formatDate(beat.published_at)}` : 'not published'}
          {beat.asked_at && ` · asked ${formatDate(beat.asked_at)}`}
        </p>
      </div>
      <Button variant="secondary" size="sm" busy={ask.isPending} onClick={onAsk}>
        Ask to declare
      </Button>
    </li>
  );
}
