import { DEBOUNCE_MS, loginSchema, type LoginInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useLogin } from '../api/use-login';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { Captcha, type CaptchaHandle } from '../../../components/Captcha';
import { SocialButtons } from './SocialButtons';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ignoreToken = () => {};

export function LoginPanel() {
  const dialog = useAuthDialog();
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  // After repeated failures on an account the server asks unknown browsers for the robot check.
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
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
      const recaptcha = needsCaptcha ? await captcha.current?.token() : undefined;
      await login.mutateAsync({ ...values, recaptcha, signal });
      form.reset();
      dialog.loggedIn();
    } catch (err) {
      if (signal?.aborted) return;
      captcha.current?.reset();
      if (err instanceof ApiError && err.code === 'captcha_failed') setNeedsCaptcha(true);
      notifyError(err, { header: 'Authentication Failed!', message: 'Invalid email or password.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SocialButtons onDone={dialog.loggedIn} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {needsCaptcha && (
        <>
          <Captcha ref={captcha} onToken={ignoreToken} />
          <p role="status" className="text-xs text-zinc-400">
            There were several failed logins on this account, so we check that you are not a robot. Press Login again.
          </p>
        </>
      )}
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
