import { CONTENT_SNIPPETS } from '@beatmarket/shared';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Captcha } from '../../../components/Captcha';
import { ContactFields } from '../../../components/ContactFields';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/TextAreaField';
import { useContactForm } from '../../../components/use-contact-form';
import { useContent } from '../api/content';
import { EditableText } from './EditableText';

/**
 * Spec §2 premium-membership inquiry (a `#premium-inquiry` link in any content opens it): the `premium-users`
 * text (edited in place by administrators), a link to the plans page, and a contact form for questions
 * (the team's Mailbox). A text that fails
 * to load is left empty (spec §8); the form still works.
 */
export function PremiumInquiryDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const intro = useContent(open ? CONTENT_SNIPPETS.premiumUsers : null);
  const { form, captcha, onToken, submit } = useContactForm(open, onOpenChange, 'Premium membership');
  const { errors, isSubmitting } = form.formState;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={intro.data?.title || 'Premium membership'} size="md">
      <div className="mb-4">
        <EditableText id={CONTENT_SNIPPETS.premiumUsers} label="Premium membership" />
      </div>
      {/* The plans and their prices are a page of their own, read from the plans themselves (issue 34). */}
      <Link
        to="/membership-plans"
        onClick={() => onOpenChange(false)}
        className="mb-6 inline-flex h-10 items-center gap-2 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white hover:bg-accent-700"
      >
        <Crown className="size-4" aria-hidden /> See the plans and prices
      </Link>
      <p className="mb-3 text-sm font-semibold text-white">Questions before you join?</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ContactFields register={form.register} errors={errors} />
        <TextAreaField
          label="About your music"
          rows={4}
          error={errors.message?.message}
          {...form.register('message')}
        />
        {open && <Captcha ref={captcha} onToken={onToken} />}
        <Button type="submit" size="lg" busy={isSubmitting}>
          Send
        </Button>
      </form>
    </Modal>
  );
}
