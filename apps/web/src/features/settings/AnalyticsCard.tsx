import type { SettingsValues } from '@beatmarket/shared';
import { useWatch } from 'react-hook-form';
import { ResetButton, SettingField, SettingsCard, type SettingsForm } from './form-parts';

const PROVIDERS = [
  ['builtin', 'Built-in only'],
  ['ga4', 'Google Analytics 4'],
  ['plausible', 'Plausible'],
] as const;

/** The one setting each third-party provider needs. */
const PROVIDER_FIELD = {
  ga4: {
    name: 'analytics_ga4_id',
    label: 'GA4 measurement ID',
    placeholder: 'G-XXXXXXX',
    hint: "From the GA4 property's web stream",
  },
  plausible: {
    name: 'analytics_plausible_domain',
    label: 'Plausible site domain',
    placeholder: 'example.com',
    hint: 'The domain as added in Plausible',
  },
} as const;

/**
 * Where the §7 events (play, download, add to cart) also go (issue 17). The built-in store always counts
 * them; a third-party script loads only once a provider and its id are saved here.
 */
export function AnalyticsCard({ form, defaults }: { form: SettingsForm; defaults: SettingsValues }) {
  const provider = useWatch({ control: form.control, name: 'analytics_provider' });
  const error = form.formState.errors.analytics_provider?.message;
  return (
    <SettingsCard
      title="Analytics"
      description="The store counts plays, downloads and adds to cart itself. It can also send them to Google Analytics 4 or Plausible; nothing third-party loads otherwise."
      reset={
        <ResetButton
          form={form}
          defaults={defaults}
          paths={['analytics_provider', 'analytics_ga4_id', 'analytics_plausible_domain']}
          label="analytics"
        >
          Reset section
        </ResetButton>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="analytics-provider" className="text-sm font-medium text-zinc-300">
            Also send events to
          </label>
          <select
            id="analytics-provider"
            className="h-11 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset ring-white/10"
            aria-invalid={Boolean(error)}
            {...form.register('analytics_provider')}
          >
            {PROVIDERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {error && <p className="text-sm text-red-300">{error}</p>}
        </div>
        {(provider === 'ga4' || provider === 'plausible') && (
          <SettingField key={provider} form={form} defaults={defaults} {...PROVIDER_FIELD[provider]} />
        )}
      </div>
    </SettingsCard>
  );
}
