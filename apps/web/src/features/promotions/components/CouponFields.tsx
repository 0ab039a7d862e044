import { couponOffer, couponSchema, type CouponInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { useController, useWatch, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DateInput } from '../../../components/inputs/DateInput';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import type { CouponRecord } from '../api/coupons';

export type CouponForm = z.input<typeof couponSchema>;
export type CouponField = keyof CouponForm;
export type CouponFormApi = UseFormReturn<CouponForm, unknown, CouponInput>;

/** The shared schema's checks; an empty or non-numeric number field reads 'Enter a number', not zod's type message. */
export const couponResolver = zodResolver(couponSchema, {
  error: (iss) => (iss.code === 'invalid_type' && iss.expected === 'number' ? 'Enter a number' : undefined),
});

export const toCouponForm = (c: CouponRecord): CouponForm => ({
  title: c.title,
  code: c.code,
  buy_x: c.buy_x,
  get_y: c.get_y,
  percent_off: c.percent_off,
  redeem_by: c.redeem_by,
});

export const COUPON_FIELDS: CouponField[] = ['title', 'code', 'buy_x', 'get_y', 'percent_off', 'redeem_by'];
/**
 * Puts the server's per-field refusals (422, 409 duplicate code) under their fields; false when there were none.
 * `focus` only after a submit: while autosaving, moving focus would blur (and save) the field being typed in.
 */
export function showFieldErrors(form: CouponFormApi, err: unknown, focus = false): boolean {
  const mine =
    err instanceof ApiError ? err.fieldErrors.filter((f) => COUPON_FIELDS.includes(f.topic_id as CouponField)) : [];
  mine.forEach((f, i) =>
    form.setError(f.topic_id as CouponField, { message: f.message }, { shouldFocus: focus && i === 0 }),
  );
  return mine.length > 0;
}

const number = { setValueAs: (v: unknown) => (v === '' || v === null ? NaN : Number(v)) };
const nullable = { setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v) };

interface Props {
  form: CouponFormApi;
  /** Edit mode: called when fields are left (or the offer kind changes) so they save by themselves. */
  onCommit?(names: CouponField[]): void;
  disabled?: boolean;
}

/** Title, code, the kind of offer with its numbers, and the last day; used to create and to edit. */
export function CouponFields({ form, onCommit, disabled }: Props) {
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  // Controlled, not registered: null (free beats) must not pass through a number input, which would make it NaN.
  const pct = useController({ control: form.control, name: 'percent_off' }).field;
  // The day as MM/DD/YYYY with a calendar (spec §9); the form keeps the ISO day the server takes.
  const redeem = useController({ control: form.control, name: 'redeem_by' }).field;
  const percent = values.percent_off !== null;
  const field = <N extends CouponField>(name: N, opts: RegisterOptions<CouponForm, N> = {}) =>
    form.register(name, { ...opts, onBlur: onCommit ? () => onCommit([name]) : undefined });

  const choose = (toPercent: boolean) => {
    if (toPercent === percent) return;
    // One save carries both, so the offer never gives nothing in between (the server refuses that).
    form.setValue('percent_off', toPercent ? 10 : null, { shouldDirty: true });
    form.setValue('get_y', toPercent ? 0 : Math.max(1, Number(values.get_y) || 0), { shouldDirty: true });
    form.clearErrors(['percent_off', 'get_y']);
    onCommit?.(['percent_off', 'get_y']);
  };
  const preview = [values.buy_x, values.get_y, values.percent_off ?? 0].every(
    (n) => Number.isInteger(n) && Number(n) >= 0,
  )
    ? couponOffer({
        buy_x: Number(values.buy_x),
        get_y: Number(values.get_y),
        percent_off: values.percent_off === null ? null : Number(values.percent_off),
      })
    : null;

  return (
    <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-5 disabled:opacity-70">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" placeholder="e.g. Spring sale" error={errors.title?.message} {...field('title')} />
        <TextField
          label="Code"
          placeholder="e.g. SPRING20"
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:uppercase [&_input]:placeholder:font-sans [&_input]:placeholder:normal-case"
          hint="Leave empty for a store-wide offer (no code)."
          error={errors.code?.message}
          {...field('code', nullable)}
        />
      </div>
      <div role="radiogroup" aria-label="Kind of offer" className="grid gap-2 sm:grid-cols-2">
        {(
          [
            [false, 'Free beats (buy X get Y)', 'The cheapest beats in the cart go free'],
            [true, 'Percent off', 'Off the whole order'],
          ] as const
        ).map(([value, label, note]) => (
          <label
            key={label}
            className={clsx(
              'flex cursor-pointer gap-3 rounded-2xl p-3.5 ring-1 ring-inset transition has-focus-visible:ring-2 has-focus-visible:ring-accent-400',
              percent === value
                ? 'bg-accent-600/15 ring-accent-400/60'
                : 'bg-zinc-900 ring-white/10 hover:ring-white/20',
            )}
          >
            <input
              type="radio"
              name="offer-kind"
              checked={percent === value}
              onChange={() => choose(value)}
              className="mt-0.5 size-4 shrink-0 accent-accent-500"
            />
            <span className="flex flex-col">
              <span className="text-sm font-semibold text-white">{label}</span>
              <span className="text-xs text-zinc-400">{note}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {percent ? (
          <>
            <TextField
              key="percent_off"
              label="Percent off"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              error={errors.percent_off?.message}
              ref={pct.ref}
              name={pct.name}
              value={pct.value === null || Number.isNaN(pct.value) ? '' : pct.value}
              onChange={(e) => pct.onChange(e.target.value === '' ? NaN : Number(e.target.value))}
              onBlur={() => {
                pct.onBlur();
                onCommit?.(['percent_off']);
              }}
            />
            <TextField
              key="buy_x"
              label="Minimum beats"
              hint="In the cart"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              error={errors.buy_x?.message}
              {...field('buy_x', number)}
            />
          </>
        ) : (
          <>
            <TextField
              key="buy_x"
              label="Buy (paid beats)"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              error={errors.buy_x?.message}
              {...field('buy_x', number)}
            />
            <TextField
              key="get_y"
              label="Get (free beats)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              error={errors.get_y?.message}
              {...field('get_y', number)}
            />
          </>
        )}
        <DateInput
          key="redeem_by"
          // A row of its own: its calendar opens below it at full size.
          className="col-span-2 sm:col-span-3 sm:max-w-xs"
          label="Redeem by"
          required
          hint="Last day, inclusive"
          error={errors.redeem_by?.message}
          value={redeem.value || null}
          onChange={(day) => {
            redeem.onChange(day ?? '');
            onCommit?.(['redeem_by']);
          }}
        />
      </div>
      {percent && errors.get_y && <p className="-mt-3 text-xs text-red-400">{errors.get_y.message}</p>}
      {preview && (
        <p className="rounded-xl bg-zinc-950/60 px-3.5 py-2.5 text-sm text-zinc-300 ring-1 ring-white/5">
          Buyers see: <span className="font-semibold text-white">{preview}</span>
        </p>
      )}
    </fieldset>
  );
}
