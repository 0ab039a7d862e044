import { accountEmailSchema, type AccountEmailInput, type AccountOverview } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { notifySuccess } from '../../../lib/notify';
import { useRequestEmailChange } from '../api/use-account';
import { showServerErrors } from './form-errors';

/** The new address takes effect only once the link mailed to it is opened. */
export function EmailForm({ account }: { account: AccountOverview }) {
  const change = useRequestEmailChange();
  const form = useForm<AccountEmailInput>({
    resolver: zodResolver(accountEmailSchema),
    defaultValues: { email: '', current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      form.reset();
      notifySuccess('Check your inbox', message);
    } catch (err) {
      showServerErrors(form, err, ['email', 'current_password']);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-zinc-300">
        Current email: <span className="font-semibold text-white">{account.email}</span>
      </p>
      {account.pending_email && (
        <p
          role="status"
          className="rounded-2xl bg-amber-500/10 px-4 py-3 text-sm text-amber-200 ring-1 ring-inset ring-amber-500/20"
        >
          Waiting for you to open the link we sent to <strong>{account.pending_email}</strong>.
        </p>
      )}
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {account.has_password && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
      )}
      <Button type="submit" className="self-start" busy={isSubmitting} disabled={!account.has_password}>
        Change email
      </Button>
    </form>
  );
}
