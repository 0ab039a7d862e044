import type { EmailTemplateKey } from '@beatmarket/shared';

/** A mail as the outbox stores it: a subject, the plain-text part and the HTML part. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** HTML-escapes text placed in a mail body. */
export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const link = (href: string, label: string) => `<p><a href="${href}">${label}</a></p>`;

/**
 * What each mail said before templates were editable: seeded into `email_templates`, and mailed when a
 * key has no row (a fresh database before seeding, a template added by a later release).
 */
export const DEFAULT_TEMPLATES: Record<EmailTemplateKey, { subject: string; body: string }> = {
  'password-reset': {
    subject: 'Reset your Beatmarket password',
    body: `<h2>Reset your password</h2>
<p>Hi {{name}},</p>
<p>Someone (hopefully you) asked to reset the password of your Beatmarket account.</p>
<p>Open this link within {{hours}} hours to choose a new password. If it was not you, ignore this mail.</p>
${link('{{link}}', 'Reset my password')}`,
  },
  invitation: {
    subject: 'Your invitation to Beatmarket',
    body: `<h2>You are invited</h2>
<p>Hi {{name}},</p>
<p>You are invited to join Beatmarket, the marketplace for beats.</p>
<p>Open this link within {{days}} days to create your account.</p>
${link('{{link}}', 'Accept my invitation')}`,
  },
  'contact-message': {
    subject: 'Contact: {{subject}}',
    body: `<h2>Contact: {{subject}}</h2>
<p>From: {{sender}}</p>
<p>Subject: {{subject}}</p>
<p>{{message}}</p>
${link('mailto:{{email}}', 'Reply to {{sender}}')}`,
  },
  receipt: {
    subject: 'Your Beatmarket order {{order_id}}',
    body: `<h2>Your order {{order_id}}</h2>
<p>Hi {{name}}, thank you. Your payment of {{total}} has cleared.</p>
{{items}}
{{upgrades}}
<p><a href="{{order_url}}">Open your order page</a> for your licence PDFs and fresh links.</p>
<p>The download links in this mail work for 24 hours, only when you are logged in.</p>`,
  },
  'offer-step': {
    subject: 'Your offer on {{beat}}: {{amount}}',
    body: `<h2>{{beat}}: {{amount}}</h2>
<p>Hi {{name}},</p>
<p>{{step}}</p>
${link('{{link}}', 'Open the offer')}`,
  },
  'service-order-step': {
    subject: 'Service order {{order_id}}: {{title}}',
    body: `<h2>{{title}}</h2>
<p>Hi {{name}},</p>
<p>{{step}}</p>
${link('{{link}}', 'Open the service order')}`,
  },
  refund: {
    subject: 'Your Beatmarket order {{order_id}}: {{amount}} refunded',
    body: `<h2>{{amount}} refunded</h2>
<p>Hi {{name}}, we have refunded {{amount}} of your order {{order_id}} to your card (in all {{total_refunded}} of the {{total}} you paid). Your bank shows it within 5 to 10 days.</p>
<h3>Refunded</h3>
{{refunded}}
<h3>What you keep</h3>
{{kept}}
<p><a href="{{order_url}}">Open your order page</a></p>`,
  },
  'trackouts-delivered': {
    subject: 'Your Beatmarket order {{order_id}}: the {{trackouts}} for {{beat}} are ready',
    body: `<h2>Your {{trackouts}} are ready</h2>
<p>Hi {{name}}, the {{trackouts}} of {{beat}} that you bought with order {{order_id}} have arrived.</p>
<p>Download them from your order page, with your licence PDF.</p>
<p><a href="{{order_url}}">Open your order page</a></p>`,
  },
  'signup-confirm': {
    subject: 'Confirm your Beatmarket account',
    body: `<h2>Confirm your email</h2>
<p>Hi {{name}},</p>
<p>Thanks for signing up to Beatmarket.</p>
<p>Open this link within {{hours}} hours to confirm your email and activate your account. If it was not you, ignore this mail.</p>
${link('{{link}}', 'Confirm my email')}`,
  },
  'signup-existing': {
    subject: 'You already have a Beatmarket account',
    body: `<h2>You already have an account</h2>
<p>Hi {{name}},</p>
<p>Someone (hopefully you) tried to sign up to Beatmarket with this email address, but it already has an account.</p>
<p>Log in with your password, or choose a new one with "Shoot! Forgot my password..." in the login dialog. If it was not you, ignore this mail.</p>
${link('{{link}}', 'Go to Beatmarket')}`,
  },
  'email-change': {
    subject: 'Confirm your new Beatmarket email',
    body: `<h2>Confirm your new email</h2>
<p>Hi {{name}},</p>
<p>You asked to use {{new_email}} for your Beatmarket account.</p>
<p>Open this link within {{hours}} hours to confirm it. Until then your old address stays in use.</p>
${link('{{link}}', 'Confirm my new email')}`,
  },
  'email-change-notice': {
    subject: 'Your Beatmarket email is about to change',
    body: `<h2>Email change requested</h2>
<p>Hi {{name}},</p>
<p>Someone asked to change the email of your Beatmarket account to {{new_email}}. It changes only when the link sent to that address is opened.</p>
<p>If it was not you, log in and change your password now.</p>
${link('{{link}}', 'Go to Beatmarket')}`,
  },
  'email-taken': {
    subject: 'Your address was given for another Beatmarket account',
    body: `<h2>Nothing changed</h2>
<p>Hi,</p>
<p>Someone asked to move another Beatmarket account to this address, but this address already has an account, so nothing changed.</p>
<p>If it was not you, ignore this mail.</p>
${link('{{link}}', 'Go to Beatmarket')}`,
  },
  'subscription-payment-failed': {
    subject: 'Your {{plan}} payment was declined',
    body: `<h2>We could not renew your {{plan}} membership</h2>
<p>Hi {{name}},</p>
<p>We tried to charge {{amount}} for your next period and the payment was declined: {{reason}}</p>
<p>We will try again on {{retry_date}}. You keep your membership in the meantime; update your card to renew now.</p>
${link('{{link}}', 'Update my payment method')}`,
  },
  'subscription-ended': {
    subject: 'Your {{plan}} membership has ended',
    body: `<h2>Your {{plan}} membership has ended</h2>
<p>Hi {{name}},</p>
<p>{{reason}}</p>
<p>Your licences and downloads from it stay yours. You can subscribe again at any time.</p>
${link('{{link}}', 'See the plan')}`,
  },
  'subscription-renewal-reminder': {
    subject: 'Your {{plan}} membership renews on {{date}}',
    body: `<h2>Your yearly renewal is coming</h2>
<p>Hi {{name}},</p>
<p>Your {{plan}} membership renews on {{date}}, and we will charge {{amount}} to your saved card.</p>
<p>Nothing to do if you want to keep it. To stop it, cancel before that date: you keep access to the end of the year you paid for.</p>
${link('{{link}}', 'Manage my membership')}`,
  },
  'subscription-welcome': {
    subject: 'Welcome to {{plan}}',
    body: `<h2>Welcome to {{plan}}</h2>
<p>Hi {{name}},</p>
<p>Your membership has started: {{allowance}}, claimed from any beat page with no checkout.</p>
<p>It renews at {{amount}} on {{next_date}}. Cancel at any time in one click; access lasts to the end of the period you paid for.</p>
${link('{{link}}', 'Open my membership')}`,
  },
  'subscription-trial-started': {
    subject: 'Your free trial of {{plan}} has started',
    body: `<h2>Welcome to {{plan}}</h2>
<p>Hi {{name}},</p>
<p>Your free trial has started: {{allowance}}, claimed from any beat page with no checkout.</p>
<p>Nothing is charged until {{trial_end}}; then {{amount}} is charged to your saved card. Cancel before then and you pay nothing.</p>
${link('{{link}}', 'Open my membership')}`,
  },
  'subscription-receipt': {
    subject: 'Your {{plan}} payment of {{amount}}',
    body: `<h2>Payment received</h2>
<p>Hi {{name}}, thank you. Your payment of {{amount}} for {{plan}} has cleared.</p>
<p>It pays for {{period}}. Paid with: {{payment}}.</p>
${link('{{link}}', 'Open my membership')}`,
  },
  'subscription-cancelled': {
    subject: 'Your {{plan}} membership is cancelled',
    body: `<h2>Your membership is cancelled</h2>
<p>Hi {{name}},</p>
<p>You cancelled {{plan}}. Nothing more will be charged, and you keep your membership until {{end_date}}.</p>
<p>Changed your mind? Resume it before then and it renews as before.</p>
${link('{{link}}', 'Open my membership')}`,
  },
  'subscription-claim': {
    subject: 'Your beat from {{plan}}: order {{order_id}}',
    body: `<h2>Your beat from {{plan}}</h2>
<p>Hi {{name}}, here is the beat you claimed with your membership. It is included in your plan: nothing was charged.</p>
{{items}}
<p>{{allowance}}</p>
<p><a href="{{order_url}}">Open your order page</a> for your licence PDF and fresh links.</p>
<p>The download links in this mail work for 24 hours, only when you are logged in.</p>`,
  },
  'payout-held': {
    subject: 'Your Beatmarket payouts are on hold',
    body: `<h2>Your payouts are on hold</h2>
<p>Hi {{name}},</p>
<p>An administrator has put your payouts on hold. Your sales keep being recorded, and nothing you earned is lost; it is paid once the hold is lifted.</p>
<p>Reason: {{reason}}</p>
<p>Reply to this mail if you have questions.</p>
${link('{{link}}', 'See my balance')}`,
  },
  'payout-released': {
    subject: 'Your Beatmarket payouts are released',
    body: `<h2>Your payouts are released</h2>
<p>Hi {{name}},</p>
<p>The hold on your payouts has been lifted. What is payable is paid with the next payout run.</p>
${link('{{link}}', 'See my balance')}`,
  },
  'beat-awaiting-approval': {
    subject: '{{title}} awaits your approval',
    body: `<h2>A beat awaits your approval</h2>
<p>Hi {{name}},</p>
<p>{{producer}} asked to publish {{title}}. Beats awaiting approval: {{count}}.</p>
${link('{{link}}', 'Review on All Beats')}`,
  },
  'store-item-awaiting-approval': {
    subject: '{{title}} awaits your approval',
    body: `<h2>A store item awaits your approval</h2>
<p>Hi {{name}},</p>
<p>{{producer}} asked to sell {{title}} in the Store. Store items awaiting approval: {{count}}.</p>
${link('{{link}}', 'Review it')}`,
  },
  'upload-held-for-review': {
    subject: '{{title}} is held as a possible copy of {{original}}',
    body: `<h2>An upload waits in Copy Reviews</h2>
<p>Hi {{name}},</p>
<p>{{producer}} uploaded {{title}}, whose audio matches {{original}} by another producer. It stays off the catalog until you clear or reject it. Uploads awaiting review: {{count}}.</p>
${link('{{link}}', 'Open Copy Reviews')}`,
  },
  'sample-declaration-requested': {
    subject: 'Please declare the samples in {{title}}',
    body: `<h2>Declare the samples in {{title}}</h2>
<p>Hi {{name}},</p>
<p>Buyers of {{title}} need to know whether it uses samples and where they come from, and whether it is registered with Content ID. It takes a minute: open the beat's editor and fill in the Samples section.</p>
${link('{{link}}', 'Declare the samples')}`,
  },
  'release-digest': {
    subject: 'New beats from producers you follow ({{count}})',
    body: `<h2>New beats from producers you follow</h2>
<p>Hi {{name}}, here is what they published since the last digest:</p>
{{beats}}
<p style="color:#888;font-size:12px">You get this mail because you asked for new beats of these producers.
<a href="{{unsubscribe}}">Unsubscribe from these mails</a>.</p>`,
  },
  'producer-message': {
    subject: '{{producer}}: {{subject}}',
    body: `<h2>{{subject}}</h2>
<p>Hi {{name}}, a message from {{producer}}, whom you follow:</p>
{{message}}
<p style="color:#888;font-size:12px">You get this mail because you asked for mail from producers you follow.
<a href="{{unsubscribe}}">Unsubscribe from these mails</a>.</p>`,
  },
};
