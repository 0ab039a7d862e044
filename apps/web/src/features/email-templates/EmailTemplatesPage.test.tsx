import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { EmailTemplatesPage } from './EmailTemplatesPage';

const ROW = {
  id: 4,
  key: 'password-reset',
  name: 'Password reset',
  subject: 'Reset your Beatmarket password',
  body: '<p>Hi</p>',
  variables: [],
  updated_at: '2026-11-24T10:00:00Z',
  updated_by: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('email templates list', () => {
  it('lists every mail by name and opens its editor on a row click', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({ 'GET /email_template/records': { data: [ROW], meta: { total: 9, found: 1 } } });
    const { router } = renderRoutes(
      [
        { path: '/email-templates', element: <EmailTemplatesPage /> },
        { path: '/email-template/:id', element: <p>editor</p> },
      ],
      { path: '/email-templates', profile: profile(3) },
    );
    await user.click(await screen.findByRole('cell', { name: 'Password reset' }));
    expect(router.state.location.pathname).toBe('/email-template/4');
    expect(server.sent('GET', '/email_template/records')).toHaveLength(1);
  });
});
