import { closePeriodSchema } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { DateInput } from '../../../components/inputs/DateInput';
import { SelectField } from '../../../components/SelectField';
import { notifySuccess } from '../../../lib/notify';
import { useClosePeriod } from '../api/use-close-period';
import { checked, showRefusal, type FieldErrors } from '../field-errors';
import { formatPeriod } from '../money';
import { defaultMonth, monthOptions, utcDay } from '../periods';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After a close that made statements (their ids), e.g. to show them. */
  onClosed(statementIds: number[]): void;
}

const choice = 'flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset';

/**
 * Closing a period: a calendar month (last month preselected; this month runs to today) or any range of
 * UTC days. Every producer with something not yet on a statement in it gets one; closing again states
 * only what is new, so a retry after a failure is harmless.
 */
export function ClosePeriodDialog({ open, onOpenChange, onClosed }: Props) {
  const today = utcDay();
  const months = monthOptions(today);
  const [mode, setMode] = useState<'month' | 'range'>('month');
  const [month, setMonth] = useState(defaultMonth(today));
  const [from, setFrom] = useState<string | null>(months[1]!.period_start);
  const [to, setTo] = useState<string | null>(months[1]!.period_end);
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = useClosePeriod();

  const chosen = months.find((m) => m.value === month) ?? months[1]!;
  const period =
    mode === 'month'
      ? { period_start: chosen.period_start, period_end: chosen.period_end }
      : { period_start: from ?? '', period_end: to ?? '' };

  const submit = () => {
    const data = checked(closePeriodSchema, period, setErrors);
    if (!data) return;
    close.mutate(data, {
      onSuccess: (result) => {
        notifySuccess(
          'Period closed',
          result.count === 0
            ? 'Nothing in this period was left to state.'
            : `${result.count} ${result.count === 1 ? 'statement' : 'statements'} made for ${formatPeriod(data)}.`,
        );
        onOpenChange(false);
        onClosed(result.statement_ids);
      },
      onError: showRefusal(setErrors),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Close period"
      description="Each producer with sales, refunds or adjustments not yet on a statement gets one for the period. Closed statements never change."
      submitLabel="Close period"
      busy={close.isPending}
      onSubmit={submit}
      className="gap-5"
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Period</legend>
        {(['month', 'range'] as const).map((m) => (
          <label
            key={m}
            className={clsx(
              choice,
              mode === m ? 'bg-accent-600/20 text-accent-200 ring-accent-500/40' : 'text-zinc-300 ring-white/10',
            )}
          >
            <input
              type="radio"
              name="period-mode"
              className="accent-accent-500"
              checked={mode === m}
              onChange={() => {
                setMode(m);
                setErrors({});
              }}
            />
            {m === 'month' ? 'Calendar month' : 'Custom range'}
          </label>
        ))}
      </fieldset>
      {mode === 'month' ? (
        <SelectField
          label="Month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          error={errors.period_start ?? errors.period_end}
        >
          {months.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateInput label="From" value={from} onChange={setFrom} max={today} required error={errors.period_start} />
          <DateInput label="To" value={to} onChange={setTo} max={today} required error={errors.period_end} />
        </div>
      )}
      <p className="rounded-2xl bg-zinc-800/60 p-4 text-sm text-zinc-300" aria-live="polite">
        {period.period_start && period.period_end
          ? `Closes ${formatPeriod(period)} (UTC days, both included).`
          : 'Choose the first and the last day.'}
      </p>
    </FormDialog>
  );
}
