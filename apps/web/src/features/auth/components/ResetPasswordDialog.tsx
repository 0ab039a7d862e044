import { passwordResetSchema, type PasswordResetInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { PasswordFields } from '../../../components/PasswordFields';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePasswordReset } from '../api/use-password-reset';

/** Opens when the address carries ?password-reset=<token> (the mailed link); closing returns to /. */
export function ResetPasswordDialog() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('password-reset');
  const reset = usePasswordReset();
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    values: { token: token ?? '', email: params.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => navigate('/', { replace: true });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await reset.mutateAsync(values);
      notifySuccess('Password reset', message);
      close();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const f of err.fieldErrors)
          if (f.topic_id === 'email' || f.topic_id === 'password') form.setError(f.topic_id, { message: f.message });
      }
      notifyError(err);
    }
  });

  return (
    <Modal open={Boolean(token)} onOpenChange={(open) => !open && close()} title="Choose a new password" size="sm">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordFields register={form.register} errors={errors} confirmLabel="Confirm password" />
        <Button type="submit" size="lg" busy={isSubmitting}>
          Reset password
        </Button>
      </form>
    </Modal>
  );
}
