import { Button } from '../../../components/Button';
import { PasswordFields } from '../../../components/PasswordFields';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { AlreadyInvited } from './AlreadyInvited';
import { Captcha } from '../../../components/Captcha';
import { SocialButtons } from './SocialButtons';
import { useRegisterForm } from './use-register-form';

export function RegisterPanel() {
  const { dialog, invitation, captcha, alreadyInvited, form, onToken, submit } = useRegisterForm();
  const { errors, isSubmitting } = form.formState;

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
