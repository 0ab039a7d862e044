import type { userAdminFields } from '@beatmarket/shared';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/TextField';

export type UserForm = z.input<typeof userAdminFields>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type is the zod output
type Form = UseFormReturn<UserForm, unknown, any>;

export function UserFields({
  form,
  errors,
  roles,
  roleHint,
}: {
  form: Form;
  errors: FieldErrors<UserForm>;
  /** The roles this administrator may give (and the current one). */
  roles: { id: number; name: string }[];
  /** Why the role cannot be changed, when it cannot. */
  roleHint?: string;
}) {
  const nullable = { setValueAs: (v: string) => (v === '' ? null : v) };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" error={errors.first_name?.message} {...form.register('first_name')} />
        <TextField label="Last name" error={errors.last_name?.message} {...form.register('last_name')} />
      </div>
      <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nickname" error={errors.nickname?.message} {...form.register('nickname', nullable)} />
        <TextField
          label="Producer identifier"
          error={errors.producer_identifier?.message}
          {...form.register('producer_identifier', nullable)}
        />
      </div>
      {roles.length < 2 ? (
        // Not a disabled select: react-hook-form drops disabled fields, and the role (unchanged) is saved as loaded.
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-zinc-300">Role</span>
          <p className="flex h-11 items-center rounded-xl bg-zinc-900/60 px-3 text-zinc-200 ring-1 ring-inset ring-white/5">
            {roles[0]?.name ?? '—'}
          </p>
          {roleHint && <p className="text-xs text-zinc-400">{roleHint}</p>}
        </div>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="user-role" className="text-sm font-medium text-zinc-300">
            Role
          </label>
          <select
            id="user-role"
            className="h-11 rounded-xl bg-zinc-900 px-3 ring-1 ring-inset ring-white/10"
            {...form.register('role', { valueAsNumber: true })}
          >
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          {errors.role && <p className="text-xs text-red-400">{errors.role.message}</p>}
        </div>
      )}
      <label className="flex items-center gap-3 text-sm text-zinc-300">
        <input type="checkbox" className="size-4 accent-accent-500" {...form.register('news')} />
        Subscribed to the newsletter
      </label>
    </>
  );
}
