import { accountNameSchema, type AccountNameInput, type AccountOverview } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { notifySuccess } from '../../../lib/notify';
import { useRename } from '../api/use-account';
import { showServerErrors } from './form-errors';

export function NameForm({ account }: { account: AccountOverview }) {
  const rename = useRename();
  const form = useForm<AccountNameInput>({
    resolver: zodResolver(accountNameSchema),
    values: { first_name: account.first_name, last_name: account.last_name },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync(values);
      notifySuccess('Saved', 'Your name has been changed.');
    } catch (err) {
      showServerErrors(form, err, ['first_name', 'last_name']);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
      <Button type="submit" className="self-start" busy={isSubmitting} disabled={!isDirty}>
        Save name
      </Button>
    </form>
  );
}
