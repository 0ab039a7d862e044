import { ASSIGNABLE_ROLES, inviteSchema, ROLES } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ApiError, post } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DEFAULT_LIFETIME, InviteLifetime } from './InviteLifetime';
import { ReInviteDialog } from './ReInviteDialog';

type Input = z.input<typeof inviteSchema>;

/**
 * Administrators invite people by email (the link opens the register panel prefilled and expires when
 * they chose), or re-send a pending invitation.
 */
export function InviteButton() {
  const [open, setOpen] = useState(false);
  const [reOpen, setReOpen] = useState(false);
  const form = useForm<Input, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', first_name: '', last_name: '', expires_in: DEFAULT_LIFETIME, role: ROLES.ROLE_USER.id },
  });
  const invite = useMutation({
    mutationFn: (v: z.output<typeof inviteSchema>) => post<{ message: string }>('/user/invite', v),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await invite.mutateAsync(values);
      notifySuccess('Invitation sent', message);
      form.reset();
      setOpen(false);
    } catch (err) {
      if (err instanceof ApiError && (err.topicId === 'email' || err.topicId === 'role'))
        form.setError(err.topicId, { message: err.message });
      else notifyError(err);
    }
  });
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setReOpen(true)}>
          Re-send invitation
        </Button>
        <Button onClick={() => setOpen(true)}>Invite someone</Button>
      </div>
      <ReInviteDialog open={reOpen} onOpenChange={setReOpen} />
      <Modal open={open} onOpenChange={setOpen} title="Invite someone" size="sm">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" error={errors.first_name?.message} {...form.register('first_name')} />
            <TextField label="Last name" error={errors.last_name?.message} {...form.register('last_name')} />
          </div>
          <SelectField
            label="Role"
            hint="What the account can do once they sign up."
            error={errors.role?.message}
            {...form.register('role', { valueAsNumber: true })}
          >
            {ASSIGNABLE_ROLES.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
          <InviteLifetime
            id="invite-lifetime"
            field={form.register('expires_in', { valueAsNumber: true })}
            error={errors.expires_in?.message}
          />
          <Button type="submit" busy={isSubmitting}>
            Send invitation
          </Button>
        </form>
      </Modal>
    </>
  );
}
