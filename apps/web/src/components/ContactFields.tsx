import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from './TextField';

type ContactValues = FieldValues & { name?: string | undefined; email?: string | undefined };

/** Name and email side by side, as the contact, premium-membership and mix & master forms ask for them. */
export function ContactFields<T extends ContactValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const error = (name: 'name' | 'email') => (errors as FieldErrors<ContactValues>)[name]?.message as string | undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" autoComplete="name" error={error('name')} {...register('name' as Path<T>)} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={error('email')}
        {...register('email' as Path<T>)}
      />
    </div>
  );
}
