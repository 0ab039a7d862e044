import { mixMasterInquirySchema, type MixMasterInquiryInput, type ServiceData } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Captcha, type CaptchaHandle } from '../../../components/Captcha';
import { TextField } from '../../../components/TextField';
import { ApiError, post } from '../../../lib/api';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../../lib/notify';

type Output = z.output<typeof mixMasterInquirySchema>;
const FIELD =
  'rounded-xl bg-zinc-900 px-3.5 py-2.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400';

/** The services page's inquiry (captcha); it reaches the team through the mail outbox. Fields reset after success. */
export function InquiryForm({ services }: { services: ServiceData[] }) {
  const { data: profile } = useProfile();
  const captcha = useRef<CaptchaHandle>(null);
  const send = useMutation({ mutationFn: (v: Output) => post<{ message: string }>('/mix-master/inquiry', v) });
  const blank = useCallback(
    (): MixMasterInquiryInput => ({
      name: profile?.name ?? '',
      email: profile?.email ?? '',
      service_id: null,
      links: '',
      message: '',
      recaptcha: '',
    }),
    [profile],
  );
  const form = useForm<MixMasterInquiryInput, unknown, Output>({
    resolver: zodResolver(mixMasterInquirySchema),
    values: blank(),
  });
  const { errors, isSubmitting } = form.formState;
  const onToken = useCallback((t: string) => form.setValue('recaptcha', t), [form]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    form.setValue('recaptcha', (await captcha.current?.token()) ?? '');
    await form.handleSubmit(async (values) => {
      try {
        const res = await send.mutateAsync(values);
        notifySuccess('Inquiry sent!', res.message);
        form.reset(blank());
        captcha.current?.reset();
      } catch (err) {
        captcha.current?.reset();
        // A field the server names gets the message under it; anything else is a toast.
        const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
        if (field && field.topic_id in form.getValues())
          form.setError(field.topic_id as keyof MixMasterInquiryInput, { message: field.message });
        else notifyError(err);
      }
    })();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="inquiry-service" className="text-sm font-medium text-zinc-300">
          Service
        </label>
        <select
          id="inquiry-service"
          className={FIELD}
          {...form.register('service_id', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
        >
          <option value="">Not sure yet</option>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        {errors.service_id && <p className="text-xs text-red-400">{errors.service_id.message}</p>}
      </div>
      <TextField
        label="Links to your files (optional)"
        placeholder="A shared folder with your vocals and the beat's trackouts"
        error={errors.links?.message}
        {...form.register('links')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="inquiry-message" className="text-sm font-medium text-zinc-300">
          About your song
        </label>
        <textarea
          id="inquiry-message"
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          className={FIELD}
          {...form.register('message')}
        />
        {errors.message && <p className="text-xs text-red-400">{errors.message.message}</p>}
      </div>
      <Captcha ref={captcha} onToken={onToken} />
      {errors.recaptcha && <p className="text-xs text-red-400">{errors.recaptcha.message}</p>}
      <Button type="submit" size="lg" busy={isSubmitting} className="self-start">
        Send inquiry
      </Button>
    </form>
  );
}
