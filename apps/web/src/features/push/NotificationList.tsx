import { formatDateTime, NOTIFICATION_AUDIENCE_LABEL, type NotificationData } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';

const STATUS: Record<NotificationData['status'], { label: string; tone: string }> = {
  draft: { label: 'Draft', tone: 'bg-zinc-800 text-zinc-300' },
  scheduled: { label: 'Scheduled', tone: 'bg-amber-500/15 text-amber-300' },
  sending: { label: 'Sending', tone: 'bg-sky-500/15 text-sky-300' },
  sent: { label: 'Sent', tone: 'bg-emerald-500/15 text-emerald-300' },
};

/** The notifications in the order they go out (spec §7), with how each delivery went. */
export function NotificationList({ items, onOpen }: { items: NotificationData[]; onOpen(id: number): void }) {
  if (!items.length) return <p className="py-8 text-center text-sm text-zinc-400">No results found...</p>;
  return (
    <ul className="flex flex-col divide-y divide-white/5 rounded-2xl bg-zinc-950/60 ring-1 ring-white/5">
      {items.map((n) => {
        const s = STATUS[n.status];
        return (
          <li key={n.id}>
            <button
              type="button"
              onClick={() => onOpen(n.id)}
              className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-white/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent-400"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium text-white">{n.title || 'Untitled'}</span>
                  <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', s.tone)}>{s.label}</span>
                </div>
                <p className="mt-0.5 truncate text-sm text-zinc-400">{n.message || 'No message yet'}</p>
                <p className="mt-1 text-xs text-zinc-400">
                  {n.available_at ? formatDateTime(n.available_at) : 'Sent when you press Send'}
                  {` · ${NOTIFICATION_AUDIENCE_LABEL[n.audience] ?? NOTIFICATION_AUDIENCE_LABEL.everyone}`}
                  {n.user_name && ` · ${n.user_name}`}
                  {(n.status === 'sending' || n.status === 'sent') && (
                    <span className="text-zinc-400">
                      {' '}
                      · {n.sent} sent · {n.failed} failed · {n.removed} removed
                    </span>
                  )}
                </p>
              </div>
              <ChevronRight className="size-4 shrink-0 text-zinc-400" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
