import type { PlanInterval } from '@beatmarket/shared';
import { beats, thisPeriod } from './plan-text';

/** 'N of M beats left this month' with a bar of what is left. */
export function AllowanceMeter({
  allowance,
  interval,
}: {
  allowance: { total: number; used: number; left: number };
  interval: PlanInterval;
}) {
  const text = `${allowance.left} of ${beats(allowance.total)} left ${thisPeriod(interval)}`;
  const pct = allowance.total > 0 ? Math.round((allowance.left / allowance.total) * 100) : 0;
  return (
    <div>
      <p className="text-lg font-semibold text-white">{text}</p>
      <div
        role="meter"
        aria-label="Beats left"
        aria-valuemin={0}
        aria-valuemax={allowance.total}
        aria-valuenow={allowance.left}
        aria-valuetext={text}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-zinc-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent-500 to-accent-300"
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-zinc-400">
        {allowance.used} used · each beat you get counts once per period, getting it again is free
      </p>
    </div>
  );
}
