import { useController, useWatch, type RegisterOptions } from 'react-hook-form';
import { DateInput } from '../../../components/inputs/DateInput';
import { TextField } from '../../../components/TextField';
import type { CouponField, CouponForm, CouponFormApi } from './coupon-form';
import { OfferKindChoice, OfferNumbers, offerPreview } from './CouponOfferParts';

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
  const preview = offerPreview(values);

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
      <OfferKindChoice percent={percent} onChoose={choose} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <OfferNumbers percent={percent} form={form} field={field} onCommit={onCommit} />
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
