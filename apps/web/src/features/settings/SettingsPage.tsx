import { settingsFormSchema, SOCIAL_NETWORKS, type SettingsValues, type SettingsView } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CatalogCard } from './CatalogCard';
import { cardHelpers, SettingsCard } from './form-parts';
import { AnalyticsCard } from './AnalyticsCard';
import { MenuOrderEditor } from './MenuOrderEditor';
import { useSaveSettings, useSettings } from './use-settings';

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'YouTube',
  soundcloud: 'SoundCloud',
  instagram: 'Instagram',
};

/** Spec §2 Settings (`/settings`): store texts, social links, the public menu, catalog numbers and who makes plans. */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <section className="max-w-5xl">
      <PageHeader
        title="Settings"
        subtitle="What the whole store shows: header texts, social links, the public menu, catalog numbers, analytics and memberships."
      />
      {settings.data ? (
        <SettingsEditor view={settings.data} />
      ) : settings.isPending ? (
        <Spinner label="Loading settings" />
      ) : (
        <p className="py-16 text-center text-zinc-400">The settings could not be loaded.</p>
      )}
    </section>
  );
}

function SettingsEditor({ view }: { view: SettingsView }) {
  const save = useSaveSettings();
  const form = useForm<SettingsValues>({ resolver: zodResolver(settingsFormSchema), defaultValues: view.values });
  const { isDirty, isSubmitting } = form.formState;
  // The form starts from the loaded values and is reset only by a save: a background refetch (window
  // focus) must not wipe edits in progress, such as a menu row dropped a moment ago.
  const defaults = view.defaults;

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset((await save.mutateAsync(values)).values);
      notifySuccess('Settings saved', 'The store shows the new values now.');
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors.filter((f) => f.topic_id !== 'body') : [];
      for (const f of fields) form.setError(f.topic_id as FieldPath<SettingsValues>, { message: f.message });
      if (!fields.length) notifyError(err);
    }
  });
  const { field, sectionReset } = cardHelpers(form, defaults);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Settings">
      <SettingsCard
        title="Store texts"
        description="The header's tagline and slogan, and the caption that goes with a shared beat."
        reset={sectionReset(['tagline', 'slogan', 'social_share_caption'], 'store texts')}
      >
        {field('tagline', 'Tagline', { maxLength: 120 })}
        {field('slogan', 'Slogan', { maxLength: 160 })}
        {field('social_share_caption', 'Share caption', { maxLength: 200 })}
      </SettingsCard>
      <SettingsCard
        title="Social links"
        description="The follow-us icons in the header and footer. An empty address hides its icon."
        reset={sectionReset(['social_links'], 'social links')}
      >
        {SOCIAL_NETWORKS.map((n) => (
          <Fragment key={n}>
            {field(`social_links.${n}`, NETWORK_LABELS[n], { placeholder: `https://${n}.com/…`, type: 'url' })}
          </Fragment>
        ))}
      </SettingsCard>
      <SettingsCard
        title="Public menu"
        description="The menu visitors see under the header, in this order. Drag a row by its handle, or use Space and the arrow keys."
        reset={sectionReset(['public_menu_order', 'public_menu_extra'], 'public menu')}
      >
        <MenuOrderEditor form={form} groups={view.menu_groups} />
      </SettingsCard>
      <CatalogCard form={form} defaults={defaults} />
      <AnalyticsCard form={form} defaults={defaults} />
      <SettingsCard
        title="Memberships"
        description="Who makes the plans buyers subscribe to. Administrators always may, on the Memberships page."
        reset={sectionReset(['producer_plans'], 'memberships')}
      >
        <label className="flex items-start gap-3 text-sm text-zinc-200">
          <input type="checkbox" className="mt-0.5 size-4 accent-accent-500" {...form.register('producer_plans')} />
          <span>
            Producers may offer membership plans
            <span className="block text-zinc-400">
              Over their own beats, from their dashboard; published ones show on their profile page.
            </span>
          </span>
        </label>
      </SettingsCard>
      <div className="sticky bottom-20 z-10 flex items-center justify-end gap-3 rounded-2xl bg-zinc-900/95 px-4 py-3 ring-1 ring-white/10 backdrop-blur">
        {isDirty && <span className="text-sm text-zinc-400">Unsaved changes</span>}
        <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset(view.values)}>
          Discard
        </Button>
        <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
