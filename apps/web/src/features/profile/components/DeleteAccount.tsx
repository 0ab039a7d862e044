import {
  ACCOUNT_DELETE_WORD,
  accountDeleteSchema,
  type AccountDeleteInput,
  type AccountOverview,
} from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAccount } from '../api/use-account';
import { showServerErrors } from './form-errors';

const EMPTY = { current_password: '', confirmation: '' };

export function DeleteAccount({ account }: { account: AccountOverview }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<AccountDeleteInput>({ resolver: zodResolver(accountDeleteSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await remove.mutateAsync(values);
      notifySuccess('Account deleted', message);
      void navigate('/', { replace: true });
    } catch (err) {
      showServerErrors(form, err, ['current_password', 'confirmation']);
    }
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-300">
        You will be logged out everywhere and can no longer log in. Your orders and licences stay on record, as the law
        requires.
      </p>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)} disabled={!account.has_password}>
        Delete my account
      </Button>
      {!account.has_password && (
        <p className="text-xs text-zinc-400">Set a password first (above) to confirm it is you.</p>
      )}
      <Modal
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description="This cannot be undone from your side."
        size="sm"
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <TextField
            label={`Type ${ACCOUNT_DELETE_WORD} to confirm`}
            autoComplete="off"
            error={errors.confirmation?.message}
            {...form.register('confirmation')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={isSubmitting}>
              Delete my account forever
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
