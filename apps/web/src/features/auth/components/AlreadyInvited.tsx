import { Button } from '../../../components/Button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReInvite } from '../api/use-re-invite';

/** Signing up with an email that already has an invitation offers to resend the link (spec §8). */
export function AlreadyInvited({ email }: { email: string }) {
  const reInvite = useReInvite();
  const resend = async () => {
    try {
      await reInvite.mutateAsync(email);
      notifySuccess('Invitation link re-sent!', 'Check your inbox... (or junk folder, just in case)');
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <div role="alert" className="rounded-xl bg-amber-500/10 p-3 text-sm text-amber-200 ring-1 ring-amber-500/30">
      This email has already been invited. Use the link in your invitation mail to sign up.{' '}
      <Button variant="link" className="text-sm" busy={reInvite.isPending} onClick={resend}>
        Please resend me my invitation link...
      </Button>
    </div>
  );
}
