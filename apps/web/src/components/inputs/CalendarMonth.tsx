import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  clampDay,
  dayOfMonth,
  dayOfWeek,
  longLabel,
  monthGrid,
  monthLabel,
  monthOf,
  startOfMonth,
  today as todayOf,
  withinBounds,
  type IsoDay,
} from './calendar-dates';

export type DayRange = { from: IsoDay | null; to: IsoDay | null };
/** Spec §3 "Calendar selection: single date, range (from, to) or list." */
export type CalendarSelection =
  | { mode: 'single'; value: IsoDay | null; onChange(day: IsoDay): void }
  | { mode: 'range'; value: DayRange; onChange(range: DayRange): void }
  | { mode: 'list'; value: IsoDay[]; onChange(days: IsoDay[]): void };

export type CalendarMonthProps = CalendarSelection & {
  min?: IsoDay | null;
  max?: IsoDay | null;
  /** Which month shows first; the selection's (or today's) by default. */
  initialMonth?: IsoDay;
  label?: string;
  className?: string;
};

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const KEY_MOVES: Record<string, (d: IsoDay, shift: boolean) => IsoDay> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -dayOfWeek(d)),
  End: (d) => addDays(d, 6 - dayOfWeek(d)),
  PageUp: (d, shift) => addMonths(d, shift ? -12 : -1),
  PageDown: (d, shift) => addMonths(d, shift ? 12 : 1),
};

function firstSelected(p: CalendarSelection): IsoDay | null {
  if (p.mode === 'single') return p.value;
  if (p.mode === 'range') return p.value.from;
  return p.value[0] ?? null;
}

/**
 * A month grid from Sunday (spec §9) for one day, a range or a list of days: previous/next month,
 * today marked, days outside min/max disabled (spec §5), and the grid keyboard of the WAI-ARIA date
 * picker (arrows, Home/End, PageUp/PageDown, Shift for a year; Enter or Space picks).
 */
export function CalendarMonth(props: CalendarMonthProps) {
  const { min, max, label = 'Calendar', className } = props;
  const today = todayOf();
  const start = clampDay(props.initialMonth ?? firstSelected(props) ?? today, min, max);
  const [focused, setFocused] = useState<IsoDay>(start);
  const [visible, setVisible] = useState<IsoDay>(startOfMonth(start));
  const [hovered, setHovered] = useState<IsoDay | null>(null);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, visible]);

  const show = (month: IsoDay) => {
    setVisible(startOfMonth(month));
    const day = clampDay(`${monthOf(month)}-${String(Math.min(dayOfMonth(focused), 28)).padStart(2, '0')}`, min, max);
    setFocused(day);
  };
  const canShow = (month: IsoDay) =>
    (!min || monthOf(month) >= monthOf(min)) && (!max || monthOf(month) <= monthOf(max));

  const onKeyDown = (e: KeyboardEvent) => {
    const move = KEY_MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = clampDay(move(focused, e.shiftKey), min, max);
    moved.current = true;
    setFocused(next);
    if (monthOf(next) !== monthOf(visible)) setVisible(startOfMonth(next));
  };

  const pick = (day: IsoDay) => {
    setFocused(day);
    if (props.mode === 'single') return props.onChange(day);
    if (props.mode === 'list') {
      const has = props.value.includes(day);
      return props.onChange(has ? props.value.filter((d) => d !== day) : [...props.value, day].sort());
    }
    const { from, to } = props.value;
    // A first click starts a range; the second ends it (either way round); a third starts anew.
    if (!from || to) return props.onChange({ from: day, to: null });
    props.onChange(day < from ? { from: day, to: from } : { from, to: day });
  };

  const state = (day: IsoDay) => {
    if (props.mode === 'single') return { selected: day === props.value, inRange: false };
    if (props.mode === 'list') return { selected: props.value.includes(day), inRange: false };
    const { from } = props.value;
    // While only the start is chosen, the range under the pointer is previewed.
    const to = props.value.to ?? (from && hovered && hovered > from ? hovered : null);
    const selected = day === from || day === props.value.to;
    return { selected, inRange: Boolean(from && to && day > from && day < to) };
  };

  const days = monthGrid(visible);
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const prev = addMonths(visible, -1);
  const next = addMonths(visible, 1);
  return (
    <div className={clsx('w-full max-w-xs rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/5', className)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Previous month"
          disabled={!canShow(prev)}
          onClick={() => show(prev)}
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
          disabled={!canShow(next)}
          onClick={() => show(next)}
          className="rounded-full p-1.5 text-zinc-300 hover:bg-white/5 hover:text-white disabled:opacity-30"
        >
          <ChevronRight className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={`${label}, ${monthLabel(visible)}`}
        aria-multiselectable={props.mode !== 'single' || undefined}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setHovered(null)}
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
                const { selected, inRange } = state(day);
                const enabled = withinBounds(day, min, max);
                const outside = monthOf(day) !== monthOf(visible);
                return (
                  <td key={day} role="gridcell" aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={!enabled}
                      aria-label={longLabel(day)}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => pick(day)}
                      onMouseEnter={() => setHovered(day)}
                      onFocus={() => setFocused(day)}
                      className={clsx(
                        'mx-auto flex size-9 items-center justify-center rounded-full tabular-nums transition',
                        selected
                          ? 'bg-accent-600 font-semibold text-white'
                          : inRange
                            ? 'bg-accent-600/25 text-accent-100'
                            : outside
                              ? 'text-zinc-600 hover:bg-white/5'
                              : 'text-zinc-200 hover:bg-white/10',
                        day === today && !selected && 'font-semibold ring-1 ring-inset ring-accent-400',
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
