import { couponOffer } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { useController, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import type { CouponField, CouponForm, CouponFormApi } from './coupon-form';

/** Registers a field, saving it as it is left in edit mode. */
export type RegisterField = <N extends CouponField>(
  name: N,
  opts?: RegisterOptions<CouponForm, N>,
) => UseFormRegisterReturn<N>;

const number = { setValueAs: (v: unknown) => (v === '' || v === null ? NaN : Number(v)) };

/** What buyers will read of the offer, once its numbers are whole and not negative. */
export function offerPreview(values: Partial<CouponForm>): string | null {
  return [values.buy_x, values.get_y, values.percent_off ?? 0].every((n) => Number.isInteger(n) && Number(n) >= 0)
    ? couponOffer({
        buy_x: Number(values.buy_x),
        get_y: Number(values.get_y),
        percent_off: values.percent_off === null ? null : Number(values.percent_off),
      })
    : null;
}

/** Free beats or percent off, as two cards with a radio each. */
export function OfferKindChoice({ percent, onChoose }: { percent: boolean; onChoose(toPercent: boolean): void }) {
  return (
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
            percent === value ? 'bg-accent-600/15 ring-accent-400/60' : 'bg-zinc-900 ring-white/10 hover:ring-white/20',
          )}
        >
          <input
            type="radio"
            name="offer-kind"
            checked={percent === value}
            onChange={() => onChoose(value)}
            className="mt-0.5 size-4 shrink-0 accent-accent-500"
          />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-white">{label}</span>
            <span className="text-xs text-zinc-400">{note}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

interface NumbersProps {
  percent: boolean;
  form: CouponFormApi;
  field: RegisterField;
  onCommit: ((names: CouponField[]) => void) | undefined;
}

/** The offer's numbers: the percent and the minimum, or how many paid and how many free. */
export function OfferNumbers({ percent, form, field, onCommit }: NumbersProps) {
  const { errors } = form.formState;
  // Controlled, not registered: null (free beats) must not pass through a number input, which would make it NaN.
  const pct = useController({ control: form.control, name: 'percent_off' }).field;
  return percent ? (
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
  );
}
