import { z } from 'zod';
import { safeText } from '../text.js';

export interface TemplateVariable {
  label: string;
  /** What the preview and "Send me a test" put in its place. */
  sample: string;
}

/** Variables several mails share, defined once. */
const FIRST_NAME = { label: 'First name', sample: 'Alex' } as const;
const SITE_LINK = { label: 'Site link', sample: 'https://beatmarket.test' } as const;
const NEW_EMAIL = { label: 'New address', sample: 'alex@example.com' } as const;
const PLAN = { label: 'Plan name', sample: 'Inner Circle' } as const;
const SUBSCRIPTION_LINK = {
  label: 'Subscription page link',
  sample: 'https://beatmarket.test/subscription/12',
} as const;

/**
 * Every mail the product sends (issue 16) and the variables its subject and body may use. A template
 * that names any other variable is refused when saved, so no mail ever goes out with a literal tag.
 */
export const EMAIL_TEMPLATES = {
  'password-reset': {
    name: 'Password reset',
    variables: {
      name: FIRST_NAME,
      link: { label: 'Reset link', sample: 'https://beatmarket.test/?password-reset=sample-token' },
      hours: { label: 'Hours the link works', sample: '2' },
    },
  },
  invitation: {
    name: 'Invitation',
    variables: {
      name: { label: 'Name (or "there")', sample: 'Alex' },
      link: { label: 'Invitation link', sample: 'https://beatmarket.test/?invitation=sample-token' },
      days: { label: 'Days the link works', sample: '7' },
    },
  },
  'contact-message': {
    name: 'Contact message (to the team)',
    variables: {
      sender: { label: 'Name and address of the sender', sample: 'Kim <kim@example.com>' },
      email: { label: 'Address of the sender', sample: 'kim@example.com' },
      subject: { label: 'Subject given', sample: 'Custom beat' },
      message: { label: 'Message', sample: 'Can you make a drill beat at 142 bpm?' },
    },
  },
  receipt: {
    name: 'Order receipt',
    variables: {
      name: { label: 'Buyer name', sample: 'Alex Doe' },
      order_id: { label: 'Order number', sample: '1042' },
      total: { label: 'Total paid', sample: '$59.98' },
      order_url: { label: 'Order page link', sample: 'https://beatmarket.test/order/1042' },
      items: { label: 'Beats, licences and download links', sample: 'Night Drive (MP3 Lease): $29.99' },
      upgrades: {
        label: 'Licences the order upgrades (empty when none)',
        sample:
          'Night Drive: your Unlimited Lease upgrades your MP3 Lease ABCDE-FGH23, which it supersedes; the $29.99 you paid for it was credited.',
      },
    },
  },
  refund: {
    name: 'Refund',
    variables: {
      name: { label: 'Buyer name', sample: 'Alex Doe' },
      order_id: { label: 'Order number', sample: '1042' },
      amount: { label: 'Refunded now', sample: '$10.00' },
      total_refunded: { label: 'Refunded in all', sample: '$10.00' },
      total: { label: 'Total paid', sample: '$59.98' },
      refunded: { label: 'What was refunded, per beat', sample: 'Night Drive (MP3 Lease): $10.00' },
      kept: { label: 'What the buyer keeps, per beat', sample: 'Night Drive: the MP3 Lease licence and its files' },
      order_url: { label: 'Order page link', sample: 'https://beatmarket.test/order/1042' },
    },
  },
  'trackouts-delivered': {
    name: 'Trackouts delivered',
    variables: {
      name: { label: 'Buyer name', sample: 'Alex Doe' },
      order_id: { label: 'Order number', sample: '1042' },
      beat: { label: 'Beat title', sample: 'Night Drive' },
      trackouts: { label: 'Add-on name', sample: 'Trackouts' },
      order_url: { label: 'Order page link', sample: 'https://beatmarket.test/order/1042' },
    },
  },
  'signup-confirm': {
    name: 'Sign-up confirmation',
    variables: {
      name: FIRST_NAME,
      link: { label: 'Confirmation link', sample: 'https://beatmarket.test/?confirm-signup=sample-token' },
      hours: { label: 'Hours the link works', sample: '24' },
    },
  },
  'signup-existing': {
    name: 'Sign-up with an existing address',
    variables: {
      name: FIRST_NAME,
      link: SITE_LINK,
    },
  },
  'email-change': {
    name: 'Email change confirmation',
    variables: {
      name: FIRST_NAME,
      new_email: NEW_EMAIL,
      link: { label: 'Confirmation link', sample: 'https://beatmarket.test/?email-change=sample-token' },
      hours: { label: 'Hours the link works', sample: '24' },
    },
  },
  'email-change-notice': {
    name: 'Email change notice (old address)',
    variables: {
      name: FIRST_NAME,
      new_email: NEW_EMAIL,
      link: SITE_LINK,
    },
  },
  'email-taken': {
    name: 'Email change to a taken address',
    variables: { link: SITE_LINK },
  },
  // Subscriptions (issue 19): the billing engine's mails.
  'subscription-payment-failed': {
    name: 'Subscription payment declined',
    variables: {
      name: FIRST_NAME,
      plan: PLAN,
      amount: { label: 'Amount', sample: '$19.99' },
      reason: { label: 'Why it was declined', sample: 'Your card was declined.' },
      retry_date: { label: 'Date of the next try', sample: 'March 4, 2026' },
      link: SUBSCRIPTION_LINK,
    },
  },
  'subscription-ended': {
    name: 'Subscription ended',
    variables: {
      name: FIRST_NAME,
      plan: PLAN,
      reason: { label: 'Why it ended', sample: 'You cancelled it, and the paid period is over.' },
      link: { label: 'Plan page link', sample: 'https://beatmarket.test/subscribe/3' },
    },
  },
  'subscription-renewal-reminder': {
    name: 'Yearly renewal reminder',
    variables: {
      name: FIRST_NAME,
      plan: PLAN,
      amount: { label: 'Amount', sample: '$199' },
      date: { label: 'Renewal date', sample: 'March 4, 2026' },
      link: SUBSCRIPTION_LINK,
    },
  },
  // Memberships (issue 31): a charge, a welcome, a cancellation and a claim each mail their own words.
  'subscription-welcome': {
    name: 'Subscription welcome (first period paid)',
    variables: {
      name: FIRST_NAME,
      plan: PLAN,
      allowance: { label: 'Beats a period', sample: '5 beats a month' },
      amount: { label: 'Price a period', sample: '$19.99' },
      next_date: { label: 'Next charge date', sample: 'April 1, 2026' },
      link: SUBSCRIPTION_LINK,
    },
  },
  'subscription-trial-started': {
    name: 'Subscription welcome (free trial)',
    variables: {
      name: FIRST_NAME,
      plan: PLAN,
      allowance: { label: 'Beats a period', sample: '5 beats a month' },
      amount: { label: 'Price a period', sample: '$19.99' },
      trial_end: { label: 'Trial end and first charge date', sample: 'March 8, 2026' },
      link: SUBSCRIPTION_LINK,
    },
  },
  'subscription-receipt': {
    name: 'Subscription payment receipt',
    variables: {
      name: FIRST_NAME,
      plan: PLAN,
      amount: { label: 'Amount paid', sample: '$19.99' },
      period: { label: 'Period paid for', sample: 'Mar 1 – Apr 1, 2026' },
      payment: { label: 'Paid with', sample: 'Card ending 4242' },
      link: SUBSCRIPTION_LINK,
    },
  },
  'subscription-cancelled': {
    name: 'Subscription cancellation confirmed',
    variables: {
      name: FIRST_NAME,
      plan: PLAN,
      end_date: { label: 'Access until', sample: 'April 1, 2026' },
      link: SUBSCRIPTION_LINK,
    },
  },
  'subscription-claim': {
    name: 'Beat claimed from a membership',
    variables: {
      name: FIRST_NAME,
      plan: PLAN,
      order_id: { label: 'Order number', sample: '1042' },
      order_url: { label: 'Order page link', sample: 'https://beatmarket.test/order/1042' },
      items: { label: 'Beat, licence and download links', sample: 'Night Drive (Inner Circle Unlimited)' },
      allowance: { label: 'Allowance left', sample: '4 of 5 beats left this month, until April 1, 2026' },
    },
  },
  // Issue 31: administrators hear of a beat waiting for their approval.
  'payout-held': {
    name: 'Payouts held (to the producer)',
    variables: {
      name: FIRST_NAME,
      reason: { label: 'Why the payouts are held', sample: 'We are checking a chargeback on order 1042.' },
      link: { label: 'Dashboard link', sample: 'https://beatmarket.test/dashboard' },
    },
  },
  'payout-released': {
    name: 'Payouts released (to the producer)',
    variables: {
      name: FIRST_NAME,
      link: { label: 'Dashboard link', sample: 'https://beatmarket.test/dashboard' },
    },
  },
  'beat-awaiting-approval': {
    name: 'Beat awaiting approval (to administrators)',
    variables: {
      name: FIRST_NAME,
      title: { label: 'Beat title', sample: 'Night Drive' },
      producer: { label: 'Producer name', sample: 'Marcus Reed' },
      count: { label: 'Beats awaiting approval', sample: '3' },
      link: { label: 'All Beats link', sample: 'https://beatmarket.test/beats?status=awaiting_approval' },
    },
  },
  // Issue 34: administrators hear of a store item waiting for their approval, as of a beat.
  'store-item-awaiting-approval': {
    name: 'Store item awaiting approval (to administrators)',
    variables: {
      name: FIRST_NAME,
      title: { label: 'Item title', sample: 'Dusty Drums Vol. 1' },
      producer: { label: 'Producer name', sample: 'Marcus Reed' },
      count: { label: 'Store items awaiting approval', sample: '2' },
      link: { label: 'Store item link', sample: 'https://beatmarket.test/store-item/12' },
    },
  },
  // Issue 37 §4: an upload that sounds like another account's beat waits in Copy Reviews (decision 0105).
  'upload-held-for-review': {
    name: 'Upload held as a possible copy (to administrators)',
    variables: {
      name: FIRST_NAME,
      title: { label: 'Held beat title', sample: 'Totally Mine' },
      producer: { label: 'Uploader name', sample: 'Dana Cole' },
      original: { label: 'Original beat title', sample: 'Night Drive' },
      count: { label: 'Uploads awaiting review', sample: '2' },
      link: { label: 'Copy Reviews link', sample: 'https://beatmarket.test/beats/copy-reviews' },
    },
  },
  // Issue 35 §4: an administrator asks a producer to declare a beat's samples (decision 0091).
  'sample-declaration-requested': {
    name: 'Sample declaration requested (to the producer)',
    variables: {
      name: FIRST_NAME,
      title: { label: 'Beat title', sample: 'Night Drive' },
      link: { label: 'Beat editor link', sample: 'https://beatmarket.test/beats/night-drive/edit' },
    },
  },
  // Issue 35 §2 (decision 0098): each step of an offer, to the other side.
  'offer-step': {
    name: 'Offer: a new step',
    variables: {
      name: FIRST_NAME,
      beat: { label: 'Beat title', sample: 'Night Drive' },
      amount: { label: 'Amount on the table', sample: '$450.00' },
      step: { label: 'What happened', sample: 'A counter-offer arrived. Accept it, counter again or walk away.' },
      link: { label: 'Offer link', sample: 'https://beatmarket.test/offers/12' },
    },
  },
  // Issue 34 (decision 0088): each step of a service order, to the side that acts next.
  'service-order-step': {
    name: 'Service order: a new step',
    variables: {
      name: FIRST_NAME,
      order_id: { label: 'Service order number', sample: '12' },
      title: { label: 'Service order title', sample: 'Mixing and mastering: Night Drive' },
      step: {
        label: 'What happened',
        sample: 'A new version was delivered. Listen and accept it or ask for a revision.',
      },
      link: { label: 'Service order link', sample: 'https://beatmarket.test/order/service-12' },
    },
  },
  // Issue 38 §2 (decision 0106): the daily mail of new beats from the producers a user follows.
  'release-digest': {
    name: 'New beats from producers you follow',
    variables: {
      name: FIRST_NAME,
      count: { label: 'How many new beats', sample: '2' },
      beats: { label: 'The new beats (a list of links)', sample: 'Night Drive by Alex Beats' },
      unsubscribe: { label: 'Unsubscribe link', sample: 'https://beatmarket.test/unsubscribe?token=sample' },
    },
  },
  // Issue 38 §2: a producer's occasional message to the followers who asked for their mail.
  'producer-message': {
    name: 'A producer’s message to followers',
    variables: {
      name: FIRST_NAME,
      producer: { label: 'Producer', sample: 'Marcus Reed' },
      subject: { label: 'The message’s subject', sample: 'New pack this Friday' },
      message: { label: 'The message (rich text)', sample: 'A new pack of dark trap beats lands on Friday.' },
      unsubscribe: { label: 'Unsubscribe link', sample: 'https://beatmarket.test/unsubscribe?token=sample' },
    },
  },
} as const satisfies Record<string, { name: string; variables: Record<string, TemplateVariable> }>;

export type EmailTemplateKey = keyof typeof EMAIL_TEMPLATES;
export type TemplateValues<K extends EmailTemplateKey> = Record<keyof (typeof EMAIL_TEMPLATES)[K]['variables'], string>;
export const EMAIL_TEMPLATE_KEYS = Object.keys(EMAIL_TEMPLATES) as EmailTemplateKey[];
export const isEmailTemplateKey = (k: string): k is EmailTemplateKey => Object.hasOwn(EMAIL_TEMPLATES, k);

/** `{{ name }}`: the only tag syntax; anything else that opens with `{{` is malformed. */
export const TEMPLATE_TAG = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** Why a subject or body cannot be saved for these variables; null when every tag is known and well formed. */
export function templateTagProblem(text: string, allowed: readonly string[]): string | null {
  const unknown = new Set<string>();
  const rest = text.replace(TEMPLATE_TAG, (_, name: string) => {
    if (!allowed.includes(name)) unknown.add(name);
    return '';
  });
  if (unknown.size) return `Unknown variable: ${[...unknown].map((n) => `{{${n}}}`).join(', ')}`;
  // `{{{name}}}` would mail `{Alex}`: braces around a tag are a typo, not text.
  if (rest.includes('{{') || rest.includes('}}') || /\{\{\{|\}\}\}/.test(text))
    return 'Malformed variable: write {{name}} with a variable from the list';
  return null;
}

const tagged = (allowed: readonly string[], max: number) =>
  safeText()
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`)
    .superRefine((text, ctx) => {
      const problem = templateTagProblem(text, allowed);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A template's fields for one key: the form and the server check the same rules. */
export const emailTemplateSchema = (key: EmailTemplateKey) => {
  const allowed = Object.keys(EMAIL_TEMPLATES[key].variables);
  return z.object({
    name: safeText().trim().min(1, 'Required').max(120, 'At most 120 characters'),
    subject: tagged(allowed, 200),
    body: tagged(allowed, 50_000),
  });
};
export type EmailTemplateInput = z.infer<ReturnType<typeof emailTemplateSchema>>;

/** A preview renders what is in the form, saved or not. */
export const emailTemplatePreviewSchema = (key: EmailTemplateKey) =>
  emailTemplateSchema(key).pick({ subject: true, body: true });

export interface EmailTemplateView {
  id: number;
  key: EmailTemplateKey;
  name: string;
  subject: string;
  body: string;
  variables: { name: string; label: string; sample: string }[];
  updated_at: string;
  updated_by: number | null;
}

export interface EmailPreview {
  subject: string;
  html: string;
  text: string;
}
