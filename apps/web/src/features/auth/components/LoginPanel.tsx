import { DEBOUNCE_MS, loginSchema, type LoginInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { notifyError } from '../../../lib/notify';
import { useLogin } from '../api/use-login';
import { useAuthDialog } from '../hooks/auth-dialog-context';
import { SocialButtons } from './SocialButtons';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function LoginPanel() {
  const dialog = useAuthDialog();
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  // Closing the dialog unmounts this panel: a login still waiting or in flight is cancelled.
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    abort.current = ctrl;
    return () => ctrl.abort();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    const signal = abort.current?.signal;
    await wait(DEBOUNCE_MS.loginSubmit);
    if (signal?.aborted) return;
    try {
      await login.mutateAsync({ ...values, signal });
      form.reset();
      dialog.loggedIn();
    } catch (err) {
      if (signal?.aborted) return;
      notifyError(err, { header: 'Authentication Failed!', message: 'Invalid email or password.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SocialButtons onDone={dialog.loggedIn} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <Button type="submit" size="lg" busy={isSubmitting}>
        Login
      </Button>
      <div className="flex flex-col items-center gap-2 pt-1 text-sm">
        <Button variant="link" onClick={() => dialog.open('lost-password')}>
          Shoot! Forgot my password...
        </Button>
        <Button variant="link" onClick={() => dialog.open('register')}>
          I&apos;m new here - let me sign up!
        </Button>
      </div>
    </form>
  );
}
