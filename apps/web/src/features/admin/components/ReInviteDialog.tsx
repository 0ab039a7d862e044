import { reInviteSchema } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { ApiError, post } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DEFAULT_LIFETIME, InviteLifetime } from './InviteLifetime';

type Input = z.input<typeof reInviteSchema>;

/** Spec §7 re-invite: a fresh link for someone invited earlier (the old link stops working). */
export function ReInviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const form = useForm<Input, unknown, z.output<typeof reInviteSchema>>({
    resolver: zodResolver(reInviteSchema),
    defaultValues: { email: '', expires_in: DEFAULT_LIFETIME },
  });
  const reInvite = useMutation({
    mutationFn: (v: z.output<typeof reInviteSchema>) => post<{ message: string }>('/user/re-invite', v),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await reInvite.mutateAsync(values);
      // Spec §8's words, then what happened (the invitee's inbox is theirs to check).
      notifySuccess('Invitation link re-sent!', `${message} Check your inbox... (or junk folder, just in case)`);
      form.reset();
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.topicId === 'email') form.setError('email', { message: err.message });
      else notifyError(err);
    }
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Re-send an invitation"
      description="The person gets a new link; the one sent before stops working."
      size="sm"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
        <InviteLifetime
          id="reinvite-lifetime"
          field={form.register('expires_in', { valueAsNumber: true })}
          error={errors.expires_in?.message}
        />
        <Button type="submit" busy={isSubmitting}>
          Re-send invitation
        </Button>
      </form>
    </Modal>
  );
}
