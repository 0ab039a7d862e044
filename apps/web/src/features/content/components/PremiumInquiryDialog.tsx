import { CONTENT_SNIPPETS, contactSchema, type ContactInput } from '@beatmarket/shared';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../components/Button';
import { Captcha } from '../../../components/Captcha';
import { Modal } from '../../../components/Modal';
import { RichText } from '../../../components/RichText';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { useCaptchaForm } from '../../../components/use-captcha-form';
import { post } from '../../../lib/api';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifySuccess } from '../../../lib/notify';
import { useContent } from '../api/content';

/**
 * Spec §2 premium-membership inquiry (a `#premium-inquiry` link in any content opens it): the `premium-users` text above a contact form (the team's
 * Mailbox). A text that fails to load is left empty (spec §8); the form still works.
 */
export function PremiumInquiryDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { data: profile } = useProfile();
  const intro = useContent(open ? CONTENT_SNIPPETS.premiumUsers : null);
  const blank = useMemo(
    (): ContactInput => ({
      name: profile?.name ?? '',
      email: profile?.email ?? '',
      subject: 'Premium membership',
      message: '',
      recaptcha: '',
    }),
    [profile],
  );
  const { form, captcha, onToken, submit } = useCaptchaForm({
    schema: contactSchema,
    blank,
    send: (values) => post('/contact-us', values),
    sent: () => {
      notifySuccess('Message sent!', 'We will get back to you shortly.');
      onOpenChange(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(blank);
  }, [open, blank, reset]);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={intro.data?.title || 'Premium membership'} size="md">
      <RichText html={intro.isError ? '' : (intro.data?.content ?? '')} className="mb-5" />
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
        <TextAreaField
          label="About your music"
          rows={4}
          error={errors.message?.message}
          {...form.register('message')}
        />
        {open && <Captcha ref={captcha} onToken={onToken} />}
        <Button type="submit" size="lg" busy={isSubmitting}>
          Send
        </Button>
      </form>
    </Modal>
  );
}
