import { signupSchema } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { PasswordFields } from '../../../components/PasswordFields';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useInvitation } from '../api/use-invitation';
import { useSignup } from '../api/use-signup';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { AlreadyInvited } from './AlreadyInvited';
import { Captcha, type CaptchaHandle } from '../../../components/Captcha';
import { SocialButtons } from './SocialButtons';

type Input = z.input<typeof signupSchema>;
type Output = z.output<typeof signupSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'password', 'recaptcha'] as const;

export function RegisterPanel() {
  const dialog = useAuthDialog();
  const signup = useSignup();
  const invitation = useInvitation(dialog.invitationToken);
  const captcha = useRef<CaptchaHandle>(null);
  const [alreadyInvited, setAlreadyInvited] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      news: true,
      recaptcha: '',
      invitation_token: null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onToken = useCallback((t: string) => form.setValue('recaptcha', t), [form]);

  useEffect(() => {
    if (!invitation.data) return;
    form.reset({ ...form.getValues(), ...invitation.data, invitation_token: dialog.invitationToken });
  }, [invitation.data, dialog.invitationToken, form]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The robot check must have a token before the form is sent (spec §5).
    form.setValue('recaptcha', (await captcha.current?.token()) ?? '');
    await form.handleSubmit(async (values) => {
      setAlreadyInvited(null);
      try {
        const { profile, message } = await signup.mutateAsync(values);
        form.reset();
        dialog.setInvitationToken(null);
        if (profile) return dialog.loggedIn();
        // Spec §4: the dialog closes and its panel becomes login; what happens next is said in its place.
        dialog.open(false);
        dialog.signupSent(message);
      } catch (err) {
        captcha.current?.reset();
        if (!(err instanceof ApiError))
          return notifyError(err, { header: 'Registration Failed!', message: 'Invalid email or password.' });
        if (err.topicId === 'invitation_token' && err.code === 'already_invited')
          return setAlreadyInvited(values.email);
        const fieldErrors = err.fieldErrors.filter((f) => (FIELDS as readonly string[]).includes(f.topic_id));
        for (const f of fieldErrors) form.setError(f.topic_id as (typeof FIELDS)[number], { message: f.message });
        if (!fieldErrors.length || err.topicId === 'recaptcha')
          notifyError(err, { header: 'Registration Failed!', message: 'Invalid email or password.' });
      }
    })();
  };

  if (dialog.invitationToken && invitation.isLoading) {
    return (
      <p className="flex items-center justify-center gap-3 py-10 text-zinc-300">
        <Spinner /> Fetching your invitation...
      </p>
    );
  }
  const invited = Boolean(invitation.data);
  // A stale or bogus link is said so; the form below is then a plain sign-up (no token is sent).
  const badInvitation = Boolean(dialog.invitationToken) && invitation.isError;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {badInvitation && (
        <p role="alert" className="rounded-xl bg-amber-500/10 p-3 text-sm text-amber-200 ring-1 ring-amber-500/30">
          This invitation link is invalid or has expired. Ask for a new one, or sign up below.
        </p>
      )}
      <SocialButtons onDone={dialog.loggedIn} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={invited}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordFields register={form.register} errors={errors} />
      <label className="flex items-center gap-3 text-sm text-zinc-300">
        <input type="checkbox" className="size-4 accent-accent-500" {...form.register('news')} />
        Send me news, new beats and deals
      </label>
      <Captcha ref={captcha} onToken={onToken} />
      {errors.recaptcha && <p className="text-xs text-red-400">{errors.recaptcha.message}</p>}
      {alreadyInvited && <AlreadyInvited email={alreadyInvited} />}
      <Button type="submit" size="lg" busy={isSubmitting}>
        Sign Up
      </Button>
      <p className="text-center text-xs text-zinc-400">All fields are required</p>
      <p className="text-center text-xs text-zinc-400">
        By signing up you agree to our{' '}
        <Button variant="link" className="text-xs" onClick={() => dialog.open('tos')}>
          Usage Policy
        </Button>{' '}
        and{' '}
        <Button variant="link" className="text-xs" onClick={() => dialog.open('privacy')}>
          Privacy Policy
        </Button>
        .
      </p>
      <Button variant="link" className="self-center text-sm" onClick={() => dialog.open('login')}>
        Already a member? Login
      </Button>
    </form>
  );
}
