import type { NotificationData } from '@beatmarket/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { NotificationsDialog } from './NotificationsDialog';

const N = (over: Partial<NotificationData>): NotificationData => ({
  id: 1,
  title: '',
  message: '',
  available_at: null,
  status: 'draft',
  audience: 'everyone',
  link: null,
  sent_at: null,
  user_name: 'Ada Admin',
  sent: 0,
  failed: 0,
  removed: 0,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  deleted_at: null,
  ...over,
});
const show = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <NotificationsDialog open onOpenChange={() => {}} />
            <Toaster />
          </>
        ),
      },
    ],
    { profile: profile(3) },
  );

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsDialog (the bell)', () => {
  it('lists every notification in sending order with its delivery counts', async () => {
    const server = fakeFetch({
      'GET /notification/records': {
        data: [
          N({ id: 1, title: 'Friday drop', message: 'Ten new beats', status: 'sent', sent: 41, failed: 2, removed: 3 }),
          N({ id: 2, title: 'Sale', message: 'Half price', status: 'scheduled', available_at: '2030-01-02T10:00:00Z' }),
        ],
      },
    });
    show();
    expect(await screen.findByText('Friday drop')).toBeInTheDocument();
    expect(screen.getByText(/41 sent · 2 failed · 3 removed/)).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    const url = decodeURIComponent(String(server.fn.mock.calls[0]![0]));
    expect(url).toContain('per_page=0');
    expect(url).toContain('sort=available_at');
  });

  it('creates from the first field, autosaves the next, and sends only with a title and a message', async () => {
    const user = userEvent.setup();
    let record = N({ id: 9 });
    const server = fakeFetch({
      'GET /notification/records': { data: [] },
      'POST /notification/create': (body) => ({ data: (record = { ...record, ...(body as object) }) }),
      'POST /notification/9/save': (body) => {
        const { field, value } = body as { field: 'title' | 'message'; value: string };
        return { data: (record = { ...record, [field]: value }) };
      },
      'POST /notification/9/send': () => ({ data: (record = { ...record, status: 'scheduled' }) }),
    });
    show();
    await user.click(await screen.findByRole('button', { name: /New notification/ }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), 'Friday drop');
    await waitFor(() => expect(server.sent('POST', '/notification/create')).toHaveLength(1));
    expect(server.sent('POST', '/notification/create')[0]!.body).toEqual({ title: 'Friday drop' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'Ten new beats');
    expect(send).toBeEnabled();
    await waitFor(() =>
      expect(server.sent('POST', '/notification/9/save').at(-1)!.body).toEqual({
        field: 'message',
        value: 'Ten new beats',
      }),
    );
    expect(server.sent('POST', '/notification/create')).toHaveLength(1);
    await user.click(send);
    await waitFor(() => expect(server.sent('POST', '/notification/9/send')).toHaveLength(1));
    expect(await screen.findByText('Notification on its way')).toBeInTheDocument();
  });

  it('shows a refusal under the field the server names, and any other as a toast', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /notification/records': { data: [N({ id: 3, title: 'Draft', message: 'Body' })] },
      'POST /notification/3/save': fieldError(422, 'validation_failed', 'Ooops!', 'At most 120 characters', 'title'),
      'POST /notification/3/send': fieldError(
        409,
        'conflict',
        'Ooops!',
        'This notification is already scheduled or sent',
      ),
    });
    show();
    await user.click(await screen.findByRole('button', { name: /Draft/ }));
    await user.type(screen.getByLabelText('Title'), '!');
    expect(await screen.findByText('At most 120 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This notification is already scheduled or sent')).toBeInTheDocument();
  });

  it('saves the audience at once and the link the notification opens; a refused link shows on its field', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /notification/records': { data: [N({ id: 4, title: 'Drop', message: 'New' })] },
      'POST /notification/4/save': (body) => {
        const { field, value } = body as { field: string; value: unknown };
        if (field === 'link' && value !== '/beats')
          return fieldError(
            422,
            'validation_failed',
            'Ooops!',
            'A path on this site, starting with / (like /beats)',
            'link',
          );
        return { data: N({ id: 4, title: 'Drop', message: 'New', [field]: value }) };
      },
    });
    show();
    await user.click(await screen.findByRole('button', { name: /Drop/ }));
    expect(screen.getByLabelText('Send to')).toHaveValue('everyone');
    await user.selectOptions(screen.getByLabelText('Send to'), 'Buyers who get the newsletter');
    await waitFor(() =>
      expect(server.sent('POST', '/notification/4/save').at(-1)!.body).toEqual({
        field: 'audience',
        value: 'newsletter',
      }),
    );
    await user.type(screen.getByLabelText('Opens'), 'https://elsewhere.example');
    expect(await screen.findByText('A path on this site, starting with / (like /beats)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Opens'));
    await user.type(screen.getByLabelText('Opens'), '/beats');
    await waitFor(() =>
      expect(server.sent('POST', '/notification/4/save').at(-1)!.body).toEqual({ field: 'link', value: '/beats' }),
    );
    await waitFor(() => expect(screen.queryByText(/A path on this site/)).not.toBeInTheDocument());
  });

  it('offers no subscription where push cannot work (no server key)', async () => {
    fakeFetch({ 'GET /notification/records': { data: [] } });
    show();
    expect(await screen.findByText('Notifications are not available in this browser.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
