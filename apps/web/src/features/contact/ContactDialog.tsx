import { CONTENT_SNIPPETS } from '@beatmarket/shared';
import { Suspense } from 'react';
import { Button } from '../../components/Button';
import { Captcha } from '../../components/Captcha';
import { ContactFields } from '../../components/ContactFields';
import { Modal } from '../../components/Modal';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useContactForm } from '../../components/use-contact-form';
import { useSlots } from '../../lib/slots';

/**
 * Contact Us (spec §2, §5, §8): Send stays disabled until email and message are filled; name and email
 * come from the profile when logged in. The introduction is the `contact` text, edited in place.
 */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { form, captcha, onToken, submit } = useContactForm(open, onOpenChange);
  const { errors, isSubmitting } = form.formState;
  const [email, message] = form.watch(['email', 'message']);
  const { EditableText } = useSlots();

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Contact Us" size="md">
      <div className="mb-5 text-sm">
        <Suspense fallback={null}>
          <EditableText id={CONTENT_SNIPPETS.contact} label="Contact Us" />
        </Suspense>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ContactFields register={form.register} errors={errors} />
        <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
        <TextAreaField label="Message" error={errors.message?.message} {...form.register('message')} />
        {open && <Captcha ref={captcha} onToken={onToken} />}
        <Button type="submit" size="lg" busy={isSubmitting} disabled={!email?.trim() || !message?.trim()}>
          Send
        </Button>
      </form>
    </Modal>
  );
}
