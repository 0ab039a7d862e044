import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { MailboxPage } from './MailboxPage';

const MAIL = {
  id: 3,
  to: 'jay@example.com',
  subject: 'Reset your Beatmarket password',
  text: 'Open http://app.test/?password-reset=abc',
  html: '<p>Open <a href="http://app.test/?password-reset=abc">this link</a></p><script>parent.hacked = 1</script>',
  template: 'password-reset',
  status: 'sent',
  created_at: '2026-11-22T10:00:00Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('mailbox (admin outbox)', () => {
  it('lists the outbox and shows a mail as text and as sandboxed HTML', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({ 'GET /mail/records': { data: [MAIL], meta: { total: 4, found: 1 } } });
    renderRoutes([{ path: '/mailbox', element: <MailboxPage /> }], { path: '/mailbox', profile: profile(3) });
    await user.click(await screen.findByRole('cell', { name: 'jay@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your Beatmarket password' });
    expect(within(dialog).getByText('Open http://app.test/?password-reset=abc')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'HTML' }));
    const frame = within(dialog).getByTitle('HTML of Reset your Beatmarket password');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    expect(server.sent('GET', '/mail/records')).toHaveLength(1);
  });
});
