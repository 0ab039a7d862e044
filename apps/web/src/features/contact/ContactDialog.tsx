import { contactSchema, type ContactInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { post } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useProfile } from '../../lib/auth/use-profile';
import { Captcha, type CaptchaHandle } from '../../components/Captcha';

/** Contact Us (spec §2, §5, §8): Send stays disabled until email and message are filled. */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { data: profile } = useProfile();
  const captcha = useRef<CaptchaHandle>(null);
  const send = useMutation({
    mutationFn: (v: z.output<typeof contactSchema>) => post<{ message: string }>('/contact-us', v),
  });
  const blank = useCallback(
    (): ContactInput => ({
      name: profile?.name ?? '',
      email: profile?.email ?? '',
      subject: '',
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
  const [email, message] = form.watch(['email', 'message']);
  const onToken = useCallback((t: string) => form.setValue('recaptcha', t), [form]);

  // Name and email come from the profile when logged in.
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
        form.reset(blank());
        onOpenChange(false);
      } catch (err) {
        captcha.current?.reset();
        notifyError(err);
      }
    })();
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Us"
      description="Questions about a licence, a custom beat or an order? We answer every message."
      size="md"
    >
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
        <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="contact-message" className="text-sm font-medium text-zinc-300">
            Message
          </label>
          <textarea
            id="contact-message"
            rows={5}
            className="rounded-xl bg-zinc-900 p-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
            {...form.register('message')}
          />
          {errors.message && <p className="text-xs text-red-400">{errors.message.message}</p>}
        </div>
        {open && <Captcha ref={captcha} onToken={onToken} />}
        <Button type="submit" size="lg" busy={isSubmitting} disabled={!email?.trim() || !message?.trim()}>
          Send
        </Button>
      </form>
    </Modal>
  );
}
