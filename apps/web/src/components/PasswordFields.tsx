import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from './TextField';

type PasswordValues = FieldValues & { password?: string | undefined; password_confirmation?: string | undefined };

interface Props<T extends PasswordValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The new password's label: 'Password' unless told. */
  label?: string;
  /** The label of the confirmation field; without it the form asks for the password once. */
  confirmLabel?: string;
  hint?: string;
  /** Side by side from small screens up. */
  columns?: boolean;
}

/**
 * The new-password field, and its confirmation where the form asks for one, as register, the
 * password reset and the change of password show them (browsers offer a generated password).
 */
export function PasswordFields<T extends PasswordValues>({
  register,
  errors,
  label = 'Password',
  confirmLabel,
  hint,
  columns,
}: Props<T>) {
  const error = (name: 'password' | 'password_confirmation') =>
    (errors as FieldErrors<PasswordValues>)[name]?.message as string | undefined;
  const fields = (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        {...(hint ? { hint } : {})}
        error={error('password')}
        {...register('password' as Path<T>)}
      />
      {confirmLabel && (
        <TextField
          label={confirmLabel}
          type="password"
          autoComplete="new-password"
          error={error('password_confirmation')}
          {...register('password_confirmation' as Path<T>)}
        />
      )}
    </>
  );
  return columns ? <div className="grid gap-4 sm:grid-cols-2">{fields}</div> : fields;
}
