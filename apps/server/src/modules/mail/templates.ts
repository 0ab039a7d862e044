/** Account mails. Links point at the SPA, which opens the matching dialog from the query string. */
export interface RenderedMail { subject: string; text: string; html: string }

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
