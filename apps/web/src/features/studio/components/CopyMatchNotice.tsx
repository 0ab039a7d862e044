import { possibleCopyOf } from '@beatmarket/shared';
import { Link } from 'react-router';
import { useCopyMatch } from '../api/use-copy-match';

/** Decision 0105: the beat's audio matches an earlier beat; held for review, or the owner's own re-upload. */
export function CopyMatchNotice({ beatId }: { beatId: number }) {
  const { data: m } = useCopyMatch(beatId);
  if (!m || m.state === 'cleared') return null;
  const original = (
    <Link to={`/beats/${m.original_slug}`} className="font-semibold text-accent-300 hover:underline">
      {m.original_title}
    </Link>
  );
  const text = {
    held: <>Held for review: an administrator must clear it before it can be published.</>,
    rejected: <>An administrator rejected it as a copy: it cannot be published.</>,
    warning: <>This audio matches your earlier beat {original}. Did you mean to upload it again?</>,
  }[m.state];
  return (
    <div role="status" className="mb-6 rounded-2xl bg-amber-500/10 p-4 text-sm text-amber-100 ring-1 ring-amber-400/30">
      {m.state !== 'warning' && (
        <p className="font-semibold">
          {possibleCopyOf(m)} ({original})
        </p>
      )}
      <p>{text}</p>
    </div>
  );
}
