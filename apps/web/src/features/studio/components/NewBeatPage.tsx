import { beatCreateSchema, hasRole, parseDollars, type BeatCreate } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { PageHeader } from '../../../components/PageHeader';
import { TextField } from '../../../components/TextField';
import { ApiError, post } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useProfile } from '../../../lib/auth/use-profile';
import { setStudioBeat, type StudioBeat } from '../api/use-studio-beat';
import { BeatTypeOptions } from './DetailsSoundFields';

type Form = z.input<typeof beatCreateSchema> & { price_text?: string };

/** /beat/new and /feature/new: a title first; files, tags and the rest follow in the editor. */
export function NewBeatPage({ family }: { family: 'beat' | 'feature' }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const form = useForm<Form, unknown, BeatCreate>({
    defaultValues: { family, title: '', beat_type: 'plain', price_text: '' },
    resolver: zodResolver(beatCreateSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const noun = family === 'feature' ? 'feature' : 'beat';
  const { data: me } = useProfile();

  const submit = form.handleSubmit(async (values) => {
    // The typed price is not part of the request schema (which is in cents), so it is read beside it.
    const price = family === 'feature' ? parseDollars(form.getValues('price_text') ?? '') : 0;
    if (price === null) return form.setError('price_text', { message: 'Enter a price like 150 or 29.99' });
    try {
      const beat = await post<StudioBeat>('/beat/create', { ...values, family, price });
      setStudioBeat(qc, beat);
      navigate(`/${family === 'feature' ? 'features' : 'beats'}/${beat.slug}/edit`);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length) {
        for (const f of err.fieldErrors) form.setError(f.topic_id as keyof Form, { message: f.message });
      } else notifyError(err);
    }
  });

  // Spec §2: the route needs a login; creating needs a producer account (the server refuses others too).
  if (me && !hasRole(me.role, 'ROLE_PRODUCER')) {
    return (
      <section className="max-w-2xl">
        <PageHeader
          title={`New ${noun}`}
          subtitle="Selling on Beatmarket needs a producer account. Write to us from Contact Us and we will set yours up."
        />
      </section>
    );
  }
  return (
    <section className="max-w-2xl">
      <PageHeader
        title={`New ${noun}`}
        subtitle={
          family === 'feature'
            ? 'Offer an artist feature: name it and price it, then add the details.'
            : 'Name it, then upload the master, the cover and the delivery files.'
        }
      />
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
      >
        <TextField label="Title" autoFocus error={errors.title?.message} {...form.register('title')} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="new-beat-type" className="text-sm font-medium text-zinc-300">
            Beat type
          </label>
          <select
            id="new-beat-type"
            className="h-11 rounded-xl bg-zinc-900 px-3 ring-1 ring-inset ring-white/10"
            {...form.register('beat_type')}
          >
            <BeatTypeOptions />
          </select>
        </div>
        {family === 'feature' && (
          <TextField
            label="Price (USD)"
            inputMode="decimal"
            error={errors.price_text?.message}
            {...form.register('price_text')}
          />
        )}
        <div>
          <Button type="submit" busy={isSubmitting}>
            Create {noun}
          </Button>
        </div>
      </form>
    </section>
  );
}
