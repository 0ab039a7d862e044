import { formatDateTime, type ServiceEventView } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Download, Lock } from 'lucide-react';
import { useReaderTimeZone } from '../../../lib/use-reader-time-zone';

const KIND_LABEL: Record<ServiceEventView['kind'], string> = {
  request: 'Request',
  message: 'Message',
  quote: 'Quote',
  accept: 'Quote accepted',
  decline: 'Declined',
  version: 'Version delivered',
  revision: 'Revision asked',
  approve: 'Delivery accepted',
  paid: 'Payment received',
  cancel: 'Cancelled',
};

/** A file of the thread: a signed link, or locked (a version's files reach the buyer once the balance is paid). */
function FileLink({ file }: { file: ServiceEventView['files'][number] }) {
  if (!file.href)
    return (
      <span className="inline-flex items-center gap-1.5 text-zinc-400" title="Available once the balance is paid">
        <Lock className="size-3.5" aria-hidden /> {file.name} <span className="text-xs">(after the balance)</span>
      </span>
    );
  return (
    <a href={file.href} download className="inline-flex min-w-0 items-center gap-1.5 text-accent-300 hover:underline">
      <Download className="size-3.5 shrink-0" aria-hidden /> <span className="truncate">{file.name}</span>
    </a>
  );
}

/** The thread, oldest first: who said what, with the files each step carried. */
export function ServiceThread({ events }: { events: ServiceEventView[] }) {
  const timeZone = useReaderTimeZone();
  return (
    <ol className="flex flex-col gap-3" aria-label="Thread">
      {events.map((e) => (
        <li
          key={e.id}
          className={clsx(
            'rounded-2xl p-4 ring-1',
            e.mine ? 'bg-accent-950/40 ring-accent-400/20 sm:ml-10' : 'bg-zinc-900/70 ring-white/5 sm:mr-10',
            e.kind === 'version' && 'ring-emerald-400/30',
          )}
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-zinc-400">
            <span>
              <span className="font-semibold text-zinc-200">{KIND_LABEL[e.kind]}</span>
              {' · '}
              {e.mine ? 'You' : (e.author ?? 'Beatmarket')}
            </span>
            <time dateTime={e.at}>{formatDateTime(e.at, timeZone)}</time>
          </p>
          {e.body && <p className="mt-2 whitespace-pre-line break-words text-sm text-zinc-100">{e.body}</p>}
          {e.files.length > 0 && (
            <ul className="mt-3 flex flex-col gap-1 text-sm">
              {e.files.map((f, i) => (
                <li key={`${f.name}-${i}`} className="min-w-0">
                  <FileLink file={f} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
