import { SERVICE_STATUS_LABEL, type ServiceStatus } from '@beatmarket/shared';
import { clsx } from 'clsx';

const DONE: readonly ServiceStatus[] = ['completed'];
const CLOSED: readonly ServiceStatus[] = ['declined', 'cancelled'];

/** A service order's state in words; late work in red. */
export function ServiceStatusPill({ status, late = false }: { status: ServiceStatus; late?: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        DONE.includes(status)
          ? 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/30'
          : CLOSED.includes(status)
            ? 'bg-zinc-800 text-zinc-300 ring-white/10'
            : 'bg-accent-400/10 text-accent-200 ring-accent-400/30',
      )}
    >
      {SERVICE_STATUS_LABEL[status]}
      {late && <span className="ml-1.5 text-red-300">· Late</span>}
    </span>
  );
}
