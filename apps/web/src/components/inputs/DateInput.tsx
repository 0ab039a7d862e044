import { clsx } from 'clsx';
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldFrame, fieldRing, useField } from '../FieldFrame';
import { formatUsDay, parseUsDay, type IsoDay } from './calendar-dates';
import { CalendarMonth } from './CalendarMonth';

export type InvalidDate = { text: string; reason: 'format' | 'required' | 'min' | 'max'; message: string };

export interface DateInputProps {
  label: string;
  /** ISO day (YYYY-MM-DD), shown as MM/DD/YYYY (spec §9); null when empty. */
  value: IsoDay | null;
  onChange(day: IsoDay | null): void;
  min?: IsoDay | null;
  max?: IsoDay | null;
  required?: boolean;
  /** Spec §5: "an invalid-date event emitted" when a date is refused. */
  onInvalid?(event: InvalidDate): void;
  size?: 'sm' | 'md' | 'lg';
  /** A message from elsewhere (the server's field error). */
  error?: string | undefined;
  hint?: string;
  id?: string;
  name?: string;
  className?: string;
}

const SIZES = { sm: 'h-9 text-sm', md: 'h-11', lg: 'h-12 text-lg' };

function check(text: string, p: DateInputProps): { day: IsoDay | null } | InvalidDate {
  if (!text.trim())
    return p.required ? { text, reason: 'required', message: 'Enter a date as MM/DD/YYYY' } : { day: null };
  const day = parseUsDay(text);
  if (!day) return { text, reason: 'format', message: `${text.trim()} is not a date: use MM/DD/YYYY` };
  if (p.min && day < p.min) return { text, reason: 'min', message: `Pick ${formatUsDay(p.min)} or later` };
  if (p.max && day > p.max) return { text, reason: 'max', message: `Pick ${formatUsDay(p.max)} or earlier` };
  return { day };
}

/**
 * A typed date (MM/DD/YYYY) with a calendar to pick from, opened below the field in the flow of the
 * form (a floating one was clipped by the scrolling dialogs the forms sit in). A date that is no date or falls outside
 * min/max is refused when the field is left: the previous value comes back, a message says why, and
 * `onInvalid` is called (spec §5). Sizes sm, md, lg.
 */
export function DateInput(props: DateInputProps) {
  const { label, value, min, max, size = 'md', error, hint, className } = props;
  const [text, setText] = useState(value ? formatUsDay(value) : '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // A value changed from outside (a reset form, a calendar pick) shows as typed text.
  useEffect(() => setText(value ? formatUsDay(value) : ''), [value]);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const commit = () => {
    const result = check(text, props);
    if ('reason' in result) {
      setText(value ? formatUsDay(value) : '');
      setRefusal(result.message);
      props.onInvalid?.(result);
      return;
    }
    setRefusal(null);
    if (result.day !== value) props.onChange(result.day);
    else setText(value ? formatUsDay(value) : '');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };

  const message = refusal ?? error ?? undefined;
  const { frame, control } = useField(props.id, { label, error: message, hint, className });
  const calendar = open && (
    <div
      className="mt-1 w-full max-w-xs rounded-2xl bg-zinc-900"
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <CalendarMonth
        mode="single"
        label={label}
        value={value}
        min={min}
        max={max}
        onChange={(day) => {
          setRefusal(null);
          setOpen(false);
          props.onChange(day);
        }}
      />
    </div>
  );
  return (
    <FieldFrame ref={box} alert after={calendar} {...frame}>
      <div className="relative">
        <input
          name={props.name}
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/DD/YYYY"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          {...control}
          className={clsx(
            'w-full rounded-xl bg-zinc-900 pl-3.5 pr-11 tabular-nums text-zinc-100 ring-1 ring-inset transition placeholder:text-zinc-500 focus:outline-none focus:ring-2',
            SIZES[size],
            fieldRing(message),
          )}
        />
        <button
          type="button"
          aria-label={`${open ? 'Close' : 'Open'} calendar for ${label}`}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="absolute inset-y-0 right-1 my-auto flex size-9 items-center justify-center rounded-full text-zinc-400 hover:bg-white/5 hover:text-white"
        >
          <CalendarDays className="size-5" />
        </button>
      </div>
    </FieldFrame>
  );
}
