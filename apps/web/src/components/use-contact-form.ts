import { contactSchema, type ContactInput } from '@beatmarket/shared';
import { useMemo } from 'react';
import { post } from '../lib/api';
import { useProfile } from '../lib/auth/use-profile';
import { notifySuccess } from '../lib/notify';
import { useCaptchaForm } from './use-captcha-form';

/**
 * A dialog's form to the team's Mailbox (Contact Us, the premium inquiry): name and email from the
 * profile when logged in, the subject given, blank each time it opens, closed with a toast once sent.
 */
export function useContactForm(open: boolean, onOpenChange: (open: boolean) => void, subject = '') {
  const { data: profile } = useProfile();
  const blank = useMemo(
    (): ContactInput => ({
      name: profile?.name ?? '',
      email: profile?.email ?? '',
      subject,
      message: '',
      recaptcha: '',
    }),
    [profile, subject],
  );
  return useCaptchaForm({
    schema: contactSchema,
    blank,
    open,
    send: (values) => post('/contact-us', values),
    sent: () => {
      notifySuccess('Message sent!', 'We will get back to you shortly.');
      onOpenChange(false);
    },
  });
}
