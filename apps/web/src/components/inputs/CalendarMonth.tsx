import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { dayOfMonth, longLabel, monthLabel, monthOf, withinBounds, type IsoDay } from './calendar-dates';
import type { CalendarSelection } from './calendar-selection';
import { useCalendarMonth } from './use-calendar-month';

export type CalendarMonthProps = CalendarSelection & {
  min?: IsoDay | null;
  max?: IsoDay | null;
  /** Which month shows first; the selection's (or today's) by default. */
  initialMonth?: IsoDay;
  label?: string;
  className?: string;
};

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/**
 * A month grid from Sunday (spec §9) for one day, a range or a list of days: previous/next month,
 * today marked, days outside min/max disabled (spec §5), and the grid keyboard of the WAI-ARIA date
 * picker (arrows, Home/End, PageUp/PageDown, Shift for a year; Enter or Space picks).
 */
export function CalendarMonth(props: CalendarMonthProps) {
  const { min, max, label = 'Calendar', className } = props;
  const titleId = useId();
  const { visible, weeks, nav, gridProps, days } = useCalendarMonth(props);
  return (
    <div className={clsx('w-full max-w-xs rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/5', className)}>
      <MonthNav titleId={titleId} visible={visible} prev={nav.prev} next={nav.next} />
      <table
        ref={gridProps.ref}
        role="grid"
        aria-label={`${label}, ${monthLabel(visible)}`}
        aria-multiselectable={props.mode !== 'single' || undefined}
        onKeyDown={gridProps.onKeyDown}
        onMouseLeave={gridProps.onMouseLeave}
        className="w-full border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="pb-2 text-xs font-medium text-zinc-500">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const { selected, inRange } = days.state(day);
                const enabled = withinBounds(day, min, max);
                const outside = monthOf(day) !== monthOf(visible);
                return (
                  <td key={day} role="gridcell" aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === days.focused ? 0 : -1}
                      disabled={!enabled}
                      aria-label={longLabel(day)}
                      aria-current={day === days.today ? 'date' : undefined}
                      onClick={() => days.pick(day)}
                      onMouseEnter={() => days.hover(day)}
                      onFocus={() => days.focus(day)}
                      className={clsx(
                        'mx-auto flex size-9 items-center justify-center rounded-full tabular-nums transition',
                        selected
                          ? 'bg-accent-600 font-semibold text-white'
                          : inRange
                            ? 'bg-accent-600/25 text-accent-100'
                            : outside
                              ? 'text-zinc-600 hover:bg-white/5'
                              : 'text-zinc-200 hover:bg-white/10',
                        day === days.today && !selected && 'font-semibold ring-1 ring-inset ring-accent-400',
                        !enabled && 'cursor-not-allowed text-zinc-700 line-through hover:bg-transparent',
                      )}
                    >
                      {dayOfMonth(day)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous month, the month's name (announced as it changes), next month. */
function MonthNav({
  titleId,
  visible,
  prev,
  next,
}: {
  titleId: string;
  visible: IsoDay;
  prev: (() => void) | null;
  next: (() => void) | null;
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <button
        type="button"
        aria-label="Previous month"
        disabled={!prev}
        onClick={() => prev?.()}
        className="rounded-full p-1.5 text-zinc-300 hover:bg-white/5 hover:text-white disabled:opacity-30"
      >
        <ChevronLeft className="size-5" />
      </button>
      <h3 id={titleId} aria-live="polite" className="text-sm font-semibold text-white">
        {monthLabel(visible)}
      </h3>
      <button
        type="button"
        aria-label="Next month"
        disabled={!next}
        onClick={() => next?.()}
        className="rounded-full p-1.5 text-zinc-300 hover:bg-white/5 hover:text-white disabled:opacity-30"
      >
        <ChevronRight className="size-5" />
      </button>
    </div>
  );
}
