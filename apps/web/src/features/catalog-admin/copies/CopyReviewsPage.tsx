import { formatDateTime, possibleCopyOf, type CopyMatchView } from '@beatmarket/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCopyReviews, useCopyVerdict } from './use-copy-reviews';

/** Issue 37 §4: uploads whose audio matched another producer's beat, held until an administrator decides. */
export function CopyReviewsPage() {
  const { data, isLoading } = useCopyReviews();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Copy reviews"
        subtitle="Uploads whose audio matches another producer's beat. Listen to both, then clear the upload (it may be published) or reject it."
      />
      {isLoading ? (
        <Spinner className="size-6 text-accent-400" label="Loading held uploads" />
      ) : !data?.length ? (
        <EmptyState title="No upload is held" />
      ) : (
        <ul className="flex flex-col gap-4">
          {data.map((m) => (
            <HeldUpload key={m.beat_id} match={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Side({
  label,
  slug,
  title,
  producer,
  audio,
}: {
  label: string;
  slug: string;
  title: string;
  producer: string;
  audio: string | null;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-2xl bg-zinc-950/50 p-4">
      <span className="text-xs font-semibold uppercase tracking-wide text-zinc-400">{label}</span>
      <Link to={`/beats/${slug}/edit`} className="truncate font-semibold text-white hover:underline">
        {title}
      </Link>
      <span className="text-sm text-zinc-400">{producer}</span>
      {audio ? (
        <audio controls preload="none" src={audio} className="w-full" aria-label={`Preview of ${title}`} />
      ) : (
        <span className="text-sm text-zinc-400">No preview</span>
      )}
    </div>
  );
}

function HeldUpload({ match: m }: { match: CopyMatchView }) {
  const decide = useCopyVerdict();
  const act = (verdict: 'cleared' | 'rejected') =>
    decide.mutate(
      { id: m.beat_id, verdict },
      {
        onSuccess: () =>
          notifySuccess(
            verdict === 'cleared' ? 'Upload cleared' : 'Upload rejected',
            `${m.title} by ${m.producer_name}`,
          ),
        onError: (err) => notifyError(err),
      },
    );
  const similarity = Math.round((1 - m.bit_error_rate) * 100);
  return (
    <li className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-white">{possibleCopyOf(m)}</h2>
        <span className="text-sm text-zinc-400">
          {similarity}% of fingerprint bits agree · held {formatDateTime(m.created_at)}
        </span>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Side label="Held upload" slug={m.slug} title={m.title} producer={m.producer_name} audio={m.demo_url} />
        <Side
          label="Original"
          slug={m.original_slug}
          title={m.original_title}
          producer={m.original_producer_name}
          audio={m.original_demo_url}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          size="sm"
          busy={decide.isPending && decide.variables?.verdict === 'cleared'}
          onClick={() => act('cleared')}
        >
          Clear: allow publishing
        </Button>
        <Button
          variant="secondary"
          size="sm"
          busy={decide.isPending && decide.variables?.verdict === 'rejected'}
          onClick={() => act('rejected')}
        >
          Reject as a copy
        </Button>
      </div>
    </li>
  );
}
