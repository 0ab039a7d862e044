import { mixMasterInquirySchema, type MixMasterInquiryInput, type ServiceData } from '@beatmarket/shared';
import { useMemo } from 'react';
import { Button } from '../../../components/Button';
import { Captcha } from '../../../components/Captcha';
import { ContactFields } from '../../../components/ContactFields';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { useCaptchaForm } from '../../../components/use-captcha-form';
import { post } from '../../../lib/api';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifySuccess } from '../../../lib/notify';

const FIELD =
  'rounded-xl bg-zinc-900 px-3.5 py-2.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400';

/** The services page's inquiry (captcha); it reaches the team through the mail outbox. Fields reset after success. */
export function InquiryForm({ services }: { services: ServiceData[] }) {
  const { data: profile } = useProfile();
  const blank = useMemo(
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
  const { form, captcha, onToken, submit } = useCaptchaForm({
    schema: mixMasterInquirySchema,
    blank,
    send: (values) => post<{ message: string }>('/mix-master/inquiry', values),
    sent: (answer) => notifySuccess('Inquiry sent!', answer.message),
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ContactFields register={form.register} errors={errors} />
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
      <TextAreaField label="About your song" error={errors.message?.message} {...form.register('message')} />
      <Captcha ref={captcha} onToken={onToken} />
      {errors.recaptcha && <p className="text-xs text-red-400">{errors.recaptcha.message}</p>}
      <Button type="submit" size="lg" busy={isSubmitting} className="self-start">
        Send inquiry
      </Button>
    </form>
  );
}
