import { CONTENT_SNIPPETS, contactSchema, type ContactInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Captcha, type CaptchaHandle } from '../../../components/Captcha';
import { Modal } from '../../../components/Modal';
import { RichText } from '../../../components/RichText';
import { TextField } from '../../../components/TextField';
import { post } from '../../../lib/api';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContent } from '../api/content';

/**
 * Spec §2 premium-membership inquiry (a `#premium-inquiry` link in any content opens it): the `premium-users` text above a contact form (the team's
 * Mailbox). A text that fails to load is left empty (spec §8); the form still works.
 */
export function PremiumInquiryDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { data: profile } = useProfile();
  const intro = useContent(open ? CONTENT_SNIPPETS.premiumUsers : null);
  const captcha = useRef<CaptchaHandle>(null);
  const send = useMutation({ mutationFn: (v: z.output<typeof contactSchema>) => post('/contact-us', v) });
  const blank = useCallback(
    (): ContactInput => ({
      name: profile?.name ?? '',
      email: profile?.email ?? '',
      subject: 'Premium membership',
      message: '',
      recaptcha: '',
    }),
    [profile],
  );
  const form = useForm<ContactInput, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: blank(),
  });
  const { errors, isSubmitting } = form.formState;
  const onToken = useCallback((t: string) => form.setValue('recaptcha', t), [form]);
  useEffect(() => {
    if (open) form.reset(blank());
  }, [open, blank, form]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    form.setValue('recaptcha', (await captcha.current?.token()) ?? '');
    await form.handleSubmit(async (values) => {
      try {
        await send.mutateAsync(values);
        notifySuccess('Message sent!', 'We will get back to you shortly.');
        onOpenChange(false);
      } catch (err) {
        captcha.current?.reset();
        notifyError(err);
      }
    })();
  };

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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="premium-message" className="text-sm font-medium text-zinc-300">
            About your music
          </label>
          <textarea
            id="premium-message"
            rows={4}
            className="rounded-xl bg-zinc-900 p-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
            {...form.register('message')}
          />
          {errors.message && <p className="text-xs text-red-400">{errors.message.message}</p>}
        </div>
        {open && <Captcha ref={captcha} onToken={onToken} />}
        <Button type="submit" size="lg" busy={isSubmitting}>
          Send
        </Button>
      </form>
    </Modal>
  );
}
