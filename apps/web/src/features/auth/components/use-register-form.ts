import { signupSchema } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CaptchaHandle } from '../../../components/Captcha';
import { ApiError } from '../../../lib/api';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { notifyError } from '../../../lib/notify';
import { useInvitation } from '../api/use-invitation';
import { useSignup } from '../api/use-signup';

type Input = z.input<typeof signupSchema>;
type Output = z.output<typeof signupSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'password', 'recaptcha'] as const;

/**
 * The sign-up form: filled from an invitation when the dialog has one, sent with a fresh robot check,
 * and the server's refusals put under their fields (or said once, for the rest).
 */
export function useRegisterForm() {
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

  return { dialog, invitation, captcha, alreadyInvited, form, onToken, submit };
}
