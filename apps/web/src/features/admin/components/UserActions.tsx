import { canManageUser, type Profile } from '@beatmarket/shared';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/dialogs/context';
import { del, post } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { UserRecord } from './UsersPage';

/**
 * The user page's header actions: mail a reset link, delete (archive) or restore. Each asks first;
 * what the server would refuse (your own account, one above your rank) is not offered.
 */
export function UserActions({
  user,
  me,
  onChange,
}: {
  user: UserRecord;
  me: Profile | null | undefined;
  onChange(u: UserRecord): void;
}) {
  const confirm = useConfirm();
  const reset = useMutation({ mutationFn: () => post<{ message: string }>(`/user/${user.id}/password-reset`) });
  const archive = useMutation({
    mutationFn: () =>
      user.deleted_at ? post<UserRecord>(`/user/${user.id}/restore`) : del<UserRecord>(`/user/${user.id}`),
  });
  if (!me || !canManageUser(me, user)) return null;
  const self = me.id === user.id;

  const sendReset = async () => {
    const ok = await confirm({
      title: 'Send a password reset link?',
      message: `${user.email} gets the usual "reset your password" mail. Their current password keeps working until they use the link.`,
      confirmLabel: 'Send link',
    });
    if (!ok) return;
    try {
      notifySuccess('Reset link sent', (await reset.mutateAsync()).message);
    } catch (err) {
      notifyError(err);
    }
  };
  const toggleArchive = async () => {
    const ok = await confirm(
      user.deleted_at
        ? {
            title: `Restore ${user.name}?`,
            message: 'They can log in again with their password.',
            confirmLabel: 'Restore',
          }
        : {
            title: `Delete ${user.name}?`,
            message: 'They can no longer log in. The account stays in the archive, from where you can restore it.',
            confirmLabel: 'Delete',
            danger: true,
          },
    );
    if (!ok) return;
    try {
      const u = await archive.mutateAsync();
      onChange(u);
      notifySuccess(u.deleted_at ? 'Deleted!' : 'Restored');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {!user.deleted_at && (
        <Button variant="secondary" busy={reset.isPending} onClick={() => void sendReset()}>
          <KeyRound className="size-4" aria-hidden />
          Send password reset
        </Button>
      )}
      {!self && (
        <Button
          variant={user.deleted_at ? 'secondary' : 'danger'}
          busy={archive.isPending}
          onClick={() => void toggleArchive()}
        >
          {user.deleted_at ? 'Restore' : 'Delete'}
        </Button>
      )}
    </div>
  );
}
