import { INTEL_MAX_DAYS } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { addDays } from '../../../components/inputs/calendar-dates';
import { DateInput } from '../../../components/inputs/DateInput';
import { PRESETS, presetRange, utcToday, type IntelRange } from '../range';

const chip = (on: boolean) =>
  clsx(
    'h-9 rounded-full px-3 text-sm font-semibold ring-1 ring-inset',
    on ? 'bg-accent-600 text-white ring-accent-500' : 'bg-zinc-900 text-zinc-300 ring-white/10 hover:bg-zinc-800',
  );

/** Last 7, 30 or 90 days (UTC, ending today), or a custom range picked with two date fields. */
export function RangePicker({ value, onChange }: { value: IntelRange; onChange(next: IntelRange): void }) {
  const custom = value.preset === 'custom';
  const today = utcToday();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={value.preset === days}
            className={chip(value.preset === days)}
            onClick={() => onChange(presetRange(days, today))}
          >
            {days} days
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          className={chip(custom)}
          // The custom range starts as the range on screen, ready to edit.
          onClick={() => onChange({ ...value, preset: 'custom' })}
        >
          Custom
        </button>
      </div>
      {custom && (
        <div className="flex flex-wrap gap-3">
          <DateInput
            label="From"
            size="sm"
            required
            value={value.from}
            min={addDays(value.to, -(INTEL_MAX_DAYS - 1))}
            max={value.to}
            onChange={(from) => from && onChange({ preset: 'custom', from, to: value.to })}
            className="w-44"
          />
          <DateInput
            label="To"
            size="sm"
            required
            value={value.to}
            min={value.from}
            max={today}
            onChange={(to) => to && onChange({ preset: 'custom', from: value.from, to })}
            className="w-44"
          />
          {/* Decision 0055: the presets are precomputed; any other range is summed when asked. */}
          <p className="basis-full text-xs text-zinc-400">
            Custom ranges are added up when you ask, so the store-wide tables can take a few seconds. The 7, 30 and
            90-day ranges are ready at once.
          </p>
        </div>
      )}
    </div>
  );
}
