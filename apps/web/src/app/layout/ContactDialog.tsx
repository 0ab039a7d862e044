import { Modal } from '../../components/Modal';

/** Contact Us from the public menu. The message form with its captcha arrives with the content release. */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Contact Us" size="sm">
      <p className="text-zinc-300">
        Questions about a licence, a custom beat or your order? Write to{' '}
        <a className="font-semibold text-accent-300 hover:underline" href="mailto:hello@beatmarket.test">
          hello@beatmarket.test
        </a>{' '}
        and we will get back to you shortly.
      </p>
    </Modal>
  );
}
