import {
  DOWNLOAD_FORMAT_LABELS,
  DOWNLOAD_FORMATS,
  downloadBuildSchema,
  type DownloadBuildForm,
  type DownloadBuildInput,
} from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { Package } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreatePackage } from './api';

const EXPIRY_DAYS = [1, 3, 7, 14, 30, 90, 180, 365];
const FIELDS = ['title', 'beat_ids', 'formats', 'expires_in_days'] as const;
type Field = (typeof FIELDS)[number];
const resolver = zodResolver(downloadBuildSchema);
const fieldOf = (topic: string) => FIELDS.find((f) => topic === f || topic.startsWith(`${f}.`));

/** Step 2: the package's title, formats and expiry, checked by the shared schema; Build queues it. */
export function PackageForm({ beatIds, onBuilt }: { beatIds: number[]; onBuilt(): void }) {
  const create = useCreatePackage();
  const form = useForm<DownloadBuildForm, unknown, DownloadBuildInput>({
    resolver,
    defaultValues: { title: '', beat_ids: [], formats: ['preview', 'mp3'], expires_in_days: 14 },
  });
  const { errors } = form.formState;
  // The ticked rows of the beat table are the package's beats (checked again once a Build was refused).
  useEffect(() => {
    form.setValue('beat_ids', beatIds, { shouldValidate: form.formState.isSubmitted });
  }, [beatIds, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(values);
      notifySuccess('Package queued', `${made.title}: it builds in the background.`);
      onBuilt();
    } catch (err) {
      const mine = err instanceof ApiError ? err.fieldErrors.filter((f) => fieldOf(f.topic_id)) : [];
      mine.forEach((f) => form.setError(fieldOf(f.topic_id) as Field, { message: f.message }));
      if (!mine.length) notifyError(err);
    }
  });
  const n = beatIds.length;
  const formatsError = errors.formats?.message ?? errors.formats?.root?.message ?? errors.formats?.[0]?.message;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New package"
      className="flex flex-col gap-5 rounded-3xl bg-zinc-900/70 p-5 ring-1 ring-white/10 lg:sticky lg:top-24"
    >
      <div>
        <h2 className="text-lg font-bold text-white">Package</h2>
        <p className={clsx('mt-1 text-sm', errors.beat_ids ? 'text-red-400' : 'text-zinc-400')} aria-live="polite">
          {errors.beat_ids?.message ??
            (n ? `${n} ${n === 1 ? 'beat' : 'beats'} selected` : 'Tick the beats to include in the table.')}
        </p>
      </div>
      <TextField
        label="Title"
        placeholder="e.g. Press kit: summer"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={formatsError ? 'formats-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-zinc-300">Formats</legend>
        {DOWNLOAD_FORMATS.map((f) => (
          <label key={f} className="flex cursor-pointer items-center gap-3 text-sm text-zinc-200">
            <input type="checkbox" value={f} className="size-4 accent-accent-500" {...form.register('formats')} />
            {DOWNLOAD_FORMAT_LABELS[f]}
          </label>
        ))}
        {formatsError && (
          <p id="formats-error" className="text-xs text-red-400">
            {formatsError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="package-expiry" className="text-sm font-medium text-zinc-300">
          Link expires after
        </label>
        <select
          id="package-expiry"
          className="h-11 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
          {...form.register('expires_in_days', { valueAsNumber: true })}
        >
          {EXPIRY_DAYS.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? '1 day' : `${d} days`}
            </option>
          ))}
        </select>
        {errors.expires_in_days && <p className="text-xs text-red-400">{errors.expires_in_days.message}</p>}
      </div>
      <Button type="submit" busy={form.formState.isSubmitting}>
        <Package className="size-4" aria-hidden />
        Build
      </Button>
    </form>
  );
}
