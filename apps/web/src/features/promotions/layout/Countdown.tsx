import { timeLeft, type TimeLeft } from '@beatmarket/shared';

const two = (n: number) => String(n).padStart(2, '0');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** What a screen reader hears: to the minute, so the label changes once a minute, not every second. */
export function spokenTimeLeft(t: TimeLeft): string {
  const parts = [t.days && plural(t.days, 'day'), t.hours && plural(t.hours, 'hour'), plural(t.minutes, 'minute')];
  return `Ends in ${parts.filter(Boolean).join(', ')}`;
}

/**
 * Days, hours, minutes and seconds until the deadline (spec §4 countdown banner), at `now` (the banner
 * ticks it every second). A `timer` role is never announced on its own (its live region is off): a
 * screen reader reads the label, to the minute, when the visitor reaches it. Fixed-width digits, so a
 * tick never moves the text around it.
 */
export function Countdown({ deadline, now }: { deadline: string; now: number }) {
  const left = timeLeft(deadline, now);
  if (!left) return null;
  const units: [number, string][] = [
    [left.days, 'd'],
    [left.hours, 'h'],
    [left.minutes, 'm'],
    [left.seconds, 's'],
  ];
  return (
    <span role="timer" aria-live="off" aria-label={spokenTimeLeft(left)} className="flex shrink-0 gap-1">
      {units.map(([n, unit], i) => (
        <span
          key={unit}
          aria-hidden
          className="rounded-md bg-black/25 px-1.5 py-0.5 font-mono text-xs font-semibold tabular-nums text-white"
        >
          {i === 0 ? n : two(n)}
          <span className="text-white/70">{unit}</span>
        </span>
      ))}
    </span>
  );
}
