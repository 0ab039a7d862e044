import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

/** After Sign Up: the account exists only once the mailed link is opened, so say so plainly. */
export function SignupSent({ message, onClose }: { message: string | null; onClose(): void }) {
  return (
    <Modal open={message !== null} onOpenChange={(open) => !open && onClose()} title="Check your inbox" size="sm">
      <div className="flex flex-col items-center gap-5 text-center">
        <MailCheck className="size-12 text-accent-300" aria-hidden />
        <p className="text-zinc-200">{message}</p>
        <p className="text-sm text-zinc-400">
          No mail after a few minutes? Look in your spam folder, or sign up again to get a new link.
        </p>
        <Button size="lg" className="w-full" onClick={onClose}>
          Got it
        </Button>
      </div>
    </Modal>
  );
}
