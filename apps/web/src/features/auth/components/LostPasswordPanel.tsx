import { passwordEmailSchema } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePasswordEmail } from '../api/use-password-email';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';

export function LostPasswordPanel() {
  const dialog = useAuthDialog();
  const request = usePasswordEmail();
  const form = useForm<{ email: string }>({ resolver: zodResolver(passwordEmailSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await request.mutateAsync(email);
      notifySuccess('Check your inbox', message);
      form.reset();
      dialog.open('login');
    } catch (err) {
      notifyError(err);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-zinc-400">
        Tell us the email of your account and we will mail you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" busy={isSubmitting}>
        Reset My Password
      </Button>
      <Button variant="link" className="self-center text-sm" onClick={() => dialog.open('login')}>
        Got it! Just found my password!
      </Button>
    </form>
  );
}
