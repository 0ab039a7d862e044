/** Account mails. Links point at the SPA, which opens the matching dialog from the query string. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** HTML-escapes text placed in a mail body. */
export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, lines: string[], link: { href: string; label: string }): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#eee;padding:24px">
<h1 style="font-size:20px">${escape(title)}</h1>
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(link.href)}" style="color:#a78bfa">${escape(link.label)}</a></p>
<p style="color:#888;font-size:12px">Beatmarket</p></body></html>`;
}

export function passwordResetMail(name: string, link: string, hours: number): RenderedMail {
  const lines = [
    `Hi ${name},`,
    'Someone (hopefully you) asked to reset the password of your Beatmarket account.',
    `Open this link within ${hours} hours to choose a new password. If it was not you, ignore this mail.`,
  ];
  return {
    subject: 'Reset your Beatmarket password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Reset your password', lines, { href: link, label: 'Reset my password' }),
  };
}

export function invitationMail(name: string, link: string, days: number): RenderedMail {
  const lines = [
    `Hi ${name || 'there'},`,
    'You are invited to join Beatmarket, the marketplace for beats.',
    `Open this link within ${days} days to create your account.`,
  ];
  return {
    subject: 'Your invitation to Beatmarket',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('You are invited', lines, { href: link, label: 'Accept my invitation' }),
  };
}

export function contactMail(m: { name: string; email: string; subject: string; message: string }): RenderedMail {
  const from = m.name ? `${m.name} <${m.email}>` : m.email;
  const subject = `Contact: ${m.subject || 'Message from the website'}`;
  const lines = [`From: ${from}`, `Subject: ${m.subject || '—'}`, m.message];
  return {
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: layout(subject, lines, { href: `mailto:${m.email}`, label: `Reply to ${from}` }),
  };
}

/** Sign-up (decision 0019): the account exists only once this link is opened. */
export function signupConfirmMail(name: string, link: string, hours: number): RenderedMail {
  const lines = [
    `Hi ${name},`,
    'Thanks for signing up to Beatmarket.',
    `Open this link within ${hours} hours to confirm your email and activate your account. If it was not you, ignore this mail.`,
  ];
  return {
    subject: 'Confirm your Beatmarket account',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Confirm your email', lines, { href: link, label: 'Confirm my email' }),
  };
}

/** Sign-up with an address that already has an account: its owner hears of it, the form says nothing. */
export function signupExistingMail(name: string, link: string): RenderedMail {
  const lines = [
    `Hi ${name},`,
    'Someone (hopefully you) tried to sign up to Beatmarket with this email address, but it already has an account.',
    'Log in with your password, or choose a new one with "Shoot! Forgot my password..." in the login dialog. If it was not you, ignore this mail.',
  ];
  return {
    subject: 'You already have a Beatmarket account',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('You already have an account', lines, { href: link, label: 'Go to Beatmarket' }),
  };
}

export function emailChangeMail(name: string, newEmail: string, link: string, hours: number): RenderedMail {
  const lines = [
    `Hi ${name},`,
    `You asked to use ${newEmail} for your Beatmarket account.`,
    `Open this link within ${hours} hours to confirm it. Until then your old address stays in use.`,
  ];
  return {
    subject: 'Confirm your new Beatmarket email',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Confirm your new email', lines, { href: link, label: 'Confirm my new email' }),
  };
}

/** To the old address when a change is requested: the owner can still act if it was not them. */
export function emailChangeNoticeMail(name: string, newEmail: string, link: string): RenderedMail {
  const lines = [
    `Hi ${name},`,
    `Someone asked to change the email of your Beatmarket account to ${newEmail}. It changes only when the link sent to that address is opened.`,
    'If it was not you, log in and change your password now.',
  ];
  return {
    subject: 'Your Beatmarket email is about to change',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Email change requested', lines, { href: link, label: 'Go to Beatmarket' }),
  };
}

/** An email change towards an address that already has an account: nothing changes, that owner is told. */
export function emailTakenMail(link: string): RenderedMail {
  const lines = [
    'Hi,',
    'Someone asked to move another Beatmarket account to this address, but this address already has an account, so nothing changed.',
    'If it was not you, ignore this mail.',
  ];
  return {
    subject: 'Your address was given for another Beatmarket account',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Nothing changed', lines, { href: link, label: 'Go to Beatmarket' }),
  };
}
