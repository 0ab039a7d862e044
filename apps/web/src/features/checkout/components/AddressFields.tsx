import { COUNTRIES, regionAfterCountryChange, regionsOf } from '@beatmarket/shared';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import type { CheckoutForm } from './checkout-form';

const select = 'h-11 w-full min-w-0 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset ring-white/10';

/** Spec §5 address: every field required; a picker for US and Canadian states, free text elsewhere. */
export function AddressFields({
  form,
  errors,
}: {
  form: UseFormReturn<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>['address'];
}) {
  const country = form.watch('address.country');
  const regions = regionsOf(country);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-white">Billing address</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="address-country" className="text-sm font-medium text-zinc-300">
          Country
        </label>
        <select
          id="address-country"
          className={select}
          {...form.register('address.country', {
            // Spec §4: the region resets to the new country's first one unless it belongs to it.
            onChange: (e) =>
              form.setValue('address.state', regionAfterCountryChange(e.target.value, form.getValues('address.state'))),
          })}
        >
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {errors?.country && <p className="text-xs text-red-400">{errors.country.message}</p>}
      </div>
      <TextField
        label="Address"
        autoComplete="street-address"
        error={errors?.address?.message}
        {...form.register('address.address')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors?.city?.message}
          {...form.register('address.city')}
        />
        <TextField
          label="ZIP / postal code"
          autoComplete="postal-code"
          error={errors?.zip?.message}
          {...form.register('address.zip')}
        />
      </div>
      {regions ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="address-state" className="text-sm font-medium text-zinc-300">
            {country === 'CA' ? 'Province' : 'State'}
          </label>
          <select id="address-state" className={select} {...form.register('address.state')}>
            {regions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {errors?.state && <p className="text-xs text-red-400">{errors.state.message}</p>}
        </div>
      ) : (
        <TextField
          label="State / region"
          autoComplete="address-level1"
          error={errors?.state?.message}
          {...form.register('address.state')}
        />
      )}
    </fieldset>
  );
}
