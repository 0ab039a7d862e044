import { accountPasswordSchema, type AccountPasswordInput, type AccountOverview } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { PasswordFields } from '../../../components/PasswordFields';
import { TextField } from '../../../components/TextField';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword, useSetPasswordLink } from '../api/use-account';
import { showServerErrors } from './form-errors';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm({ account }: { account: AccountOverview }) {
  if (!account.has_password) return <SetPasswordLink email={account.email} />;
  return <ChangePassword />;
}

function ChangePassword() {
  const change = useChangePassword();
  const form = useForm<AccountPasswordInput>({ resolver: zodResolver(accountPasswordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      form.reset(EMPTY);
      notifySuccess('Password changed', message);
    } catch (err) {
      showServerErrors(form, err, ['current_password', 'password', 'password_confirmation']);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <PasswordFields
        register={form.register}
        errors={errors}
        label="New password"
        confirmLabel="Confirm new password"
        hint="At least 8 characters"
        columns
      />
      <Button type="submit" className="self-start" busy={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}

/** Accounts made by social login have no password: a mailed link (proving the address) sets the first one. */
function SetPasswordLink({ email }: { email: string }) {
  const link = useSetPasswordLink();
  const send = async () => {
    try {
      notifySuccess('Check your inbox', (await link.mutateAsync()).message);
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-300">
        You log in with a social account, so you have no password yet. We will email{' '}
        <strong className="text-white">{email}</strong> a link to choose one; you need it to change your email or delete
        your account.
      </p>
      <Button className="self-start" onClick={() => void send()} busy={link.isPending} disabled={link.isSuccess}>
        {link.isSuccess ? 'Link sent' : 'Email me a link to set a password'}
      </Button>
    </div>
  );
}
