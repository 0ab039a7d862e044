import { isPlanGrantable, LICENSE_TYPE_LABEL, levelName } from '@beatmarket/shared';
import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { X } from 'lucide-react';
import { Combobox } from '../../components/Combobox';
import { TextField } from '../../components/TextField';
import { useTermSuggestions } from '../../lib/use-autosuggest';
import { useLicenses } from '../../lib/use-licenses';
import type { PlanForm } from './plan-form';

const select = 'h-11 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset ring-white/10';
const label = 'text-sm font-medium text-zinc-300';

function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="text-xs text-red-400">{message}</p> : null;
}

/** Whole store, or one producer's beats (chosen by handle or name from the 4th letter). */
function ScopeField({ form }: { form: UseFormReturn<PlanForm, unknown, unknown> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'producer' });
  const [term, setTerm] = useState('');
  const { data: choices = [] } = useTermSuggestions('producer', term);
  return (
    <div className="flex flex-col gap-1.5">
      <span className={label}>Covers</span>
      {field.value ? (
        <span className="inline-flex h-11 items-center justify-between gap-2 rounded-xl bg-accent-600/15 pl-3.5 pr-1.5 text-sm text-accent-100 ring-1 ring-inset ring-accent-500/40">
          Beats by {field.value.name}
          <button
            type="button"
            aria-label="Cover the whole store"
            className="rounded-full p-1.5 hover:bg-white/10"
            onClick={() => field.onChange(null)}
          >
            <X className="size-4" />
          </button>
        </span>
      ) : (
        <Combobox
          aria-label="Producer (leave empty for the whole store)"
          placeholder="The whole store — or type a producer"
          className="h-11 w-full rounded-xl bg-zinc-900 px-3.5 text-sm text-zinc-100 ring-1 ring-inset ring-white/10 placeholder:text-zinc-500 focus:outline-none focus:ring-2 focus:ring-accent-400"
          value={term}
          onValueChange={setTerm}
          choices={choices}
          onChoose={(c) => {
            field.onChange({ id: Number(c.id), name: c.label });
            setTerm('');
          }}
        />
      )}
      <FieldError message={fieldState.error?.message} />
    </div>
  );
}

/**
 * Name, description, price and interval, trial, allowance, the licence granted, scope, published. A
 * producer's `own` plan covers their beats only, so it has no scope to choose.
 */
export function PlanFields({ form, own = false }: { form: UseFormReturn<PlanForm, unknown, unknown>; own?: boolean }) {
  const { errors } = form.formState;
  const { data: licenses = [] } = useLicenses();
  // Plans grant non-exclusive licences only (issue 31); inner-circle ones first, as they exist only through a plan.
  const offered = licenses
    .filter((l) => isPlanGrantable(l.type))
    .sort((a, b) => Number(b.type === 'inner_circle') - Number(a.type === 'inner_circle'));
  return (
    <div className="flex flex-col gap-4">
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="plan-description" className={label}>
          Description
        </label>
        <textarea
          id="plan-description"
          rows={3}
          className="rounded-xl bg-zinc-900 px-3.5 py-2.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
          {...form.register('description')}
        />
        <FieldError message={errors.description?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Price (USD)" inputMode="decimal" error={errors.price?.message} {...form.register('price')} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="plan-interval" className={label}>
            Billed
          </label>
          <select id="plan-interval" className={select} {...form.register('interval')}>
            <option value="month">Every month</option>
            <option value="year">Every year</option>
          </select>
        </div>
        <TextField
          label="Beats per period"
          inputMode="numeric"
          error={errors.allowance?.message}
          {...form.register('allowance')}
        />
        <TextField
          label="Trial days"
          inputMode="numeric"
          hint="0 for no trial: the first period is charged at once."
          error={errors.trial_days?.message}
          {...form.register('trial_days')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="plan-license" className={label}>
          Licence subscribers get
        </label>
        <select id="plan-license" className={select} {...form.register('license_id')}>
          <option value="">Choose a licence</option>
          {offered.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({LICENSE_TYPE_LABEL[l.type]}, {levelName(l.type, l.level)})
            </option>
          ))}
        </select>
        <FieldError message={errors.license_id?.message} />
      </div>
      {!own && <ScopeField form={form} />}
      <label className="flex items-center gap-3 text-sm text-zinc-300">
        <input type="checkbox" className="size-4 accent-accent-500" {...form.register('published')} />
        Published: buyers can subscribe
      </label>
    </div>
  );
}
