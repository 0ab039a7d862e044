import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { EmailTemplateEditPage } from './EmailTemplateEditPage';

const TEMPLATE = {
  id: 4,
  key: 'password-reset',
  name: 'Password reset',
  subject: 'Reset your Beatmarket password',
  body: '<p>Hi {{name}},</p><p><a href="{{link}}">Reset my password</a></p>',
  variables: [
    { name: 'name', label: 'First name', sample: 'Alex' },
    { name: 'link', label: 'Reset link', sample: 'https://beatmarket.test/?password-reset=sample-token' },
    { name: 'hours', label: 'Hours the link works', sample: '2' },
  ],
  updated_at: '2026-11-24T10:00:00Z',
  updated_by: null,
};
const preview = (body: unknown) => {
  const b = body as { subject?: string };
  return {
    data: { subject: (b.subject ?? '').replace('{{name}}', 'Alex'), html: '<p>Hi Alex</p>', text: 'Hi Alex\n' },
  };
};

const setup = () =>
  renderRoutes([{ path: '/email-template/:id', element: <EmailTemplateEditPage /> }], {
    path: '/email-template/4',
    profile: profile(3),
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });

afterEach(() => vi.unstubAllGlobals());

describe('email template editor', () => {
  it('inserts a clicked variable at the subject cursor and previews the draft once typing pauses', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({ 'GET /email_template/4': { data: TEMPLATE }, 'POST /email_template/preview': preview });
    setup();
    const subject = await screen.findByLabelText('Subject');
    // The editor is a lazy chunk: its first import takes a while on a busy machine.
    expect(await screen.findByRole('textbox', { name: 'Body' }, { timeout: 10_000 })).toHaveTextContent('Hi {{name}},');
    await user.clear(subject);
    await user.type(subject, 'Hello  again');
    (subject as HTMLInputElement).setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: /^Insert \{\{name\}\}/ }));
    expect(subject).toHaveValue('Hello {{name}} again');
    await waitFor(() => expect(screen.getByTestId('preview-subject')).toHaveTextContent('Hello Alex again'));
    // Debounced: the keystrokes in between asked for nothing.
    const asked = server.sent('POST', '/email_template/preview').map((c) => (c.body as { subject: string }).subject);
    expect(asked).not.toContain('Hello  agai');
    expect(asked.at(-1)).toBe('Hello {{name}} again');
    expect(server.sent('POST', '/email_template/preview')[0]!.body).toMatchObject({ id: 4 });
  });

  it('refuses an unknown variable before saving, and shows the server’s per-field errors', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /email_template/4': { data: TEMPLATE },
      'POST /email_template/preview': preview,
      'POST /email_template/4/save': fieldError(422, 'validation_failed', 'Ooops!', 'At most 120 characters', 'name'),
    });
    setup();
    const subject = await screen.findByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Code {{{{coupon}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Unknown variable: {{coupon}}'));
    expect(server.sent('POST', '/email_template/4/save')).toHaveLength(0);

    await user.clear(subject);
    await user.type(subject, 'Hi {{{{name}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('At most 120 characters'));
    expect(server.sent('POST', '/email_template/4/save')[0]!.body).toEqual({ subject: 'Hi {{name}}' });
  });

  it('saves the changed fields with a toast', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /email_template/4': { data: TEMPLATE },
      'POST /email_template/preview': preview,
      'POST /email_template/4/save': (body) => ({ data: { ...TEMPLATE, ...(body as object) } }),
    });
    setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Reset mail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.sent('POST', '/email_template/4/save')[0]!.body).toEqual({ name: 'Reset mail' });
  });

  it('sends a test of what is in the form and says where it went', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /email_template/4': { data: TEMPLATE },
      'POST /email_template/preview': preview,
      'POST /email_template/send_test': { data: { message: 'A test mail was sent to admin@beatmarket.test.' } },
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a test' }));
    const toast = await screen.findByText('A test mail was sent to admin@beatmarket.test.');
    expect(within(toast.closest('li')!).getByText('Test sent')).toBeInTheDocument();
    expect(server.sent('POST', '/email_template/send_test')[0]!.body).toEqual({
      id: 4,
      subject: TEMPLATE.subject,
      body: TEMPLATE.body,
    });
  });
});
