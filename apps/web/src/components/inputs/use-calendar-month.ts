import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarSelection } from './calendar-selection';
import {
  addDays,
  addMonths,
  clampDay,
  dayOfMonth,
  dayOfWeek,
  monthGrid,
  monthOf,
  startOfMonth,
  today as todayOf,
  type IsoDay,
} from './calendar-dates';

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

/** The state of a month grid: the shown month, the focused and hovered days, picking and the grid keyboard. */
export function useCalendarMonth(
  props: CalendarSelection & {
    min?: IsoDay | null | undefined;
    max?: IsoDay | null | undefined;
    initialMonth?: IsoDay | undefined;
  },
) {
  const { min, max } = props;
  const today = todayOf();
  const start = clampDay(props.initialMonth ?? firstSelected(props) ?? today, min, max);
  const [focused, setFocused] = useState<IsoDay>(start);
  const [visible, setVisible] = useState<IsoDay>(startOfMonth(start));
  const [hovered, setHovered] = useState<IsoDay | null>(null);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

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
  return {
    visible,
    weeks,
    /** Previous and next month, null where min or max ends the calendar. */
    nav: { prev: canShow(prev) ? () => show(prev) : null, next: canShow(next) ? () => show(next) : null },
    /** The grid's element and its keyboard; leaving it ends a range's preview. */
    gridProps: { ref: grid, onKeyDown, onMouseLeave: () => setHovered(null) },
    /** What each day's button shows and does. */
    days: { today, focused, state, pick, hover: setHovered, focus: setFocused },
  };
}
