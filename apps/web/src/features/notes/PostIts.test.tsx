import type { PostItData } from '@beatmarket/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { PostIts } from './PostIts';

const NOTE: PostItData = {
  id: 4,
  entity: 'user',
  record_id: '12',
  body: 'Asked for an invoice by mail',
  color: 'pink',
  created_by: 1,
  created_by_name: 'Ada Admin',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  deleted_at: null,
};
const show = (role: number) =>
  renderRoutes([{ path: '/user/:id', element: <PostIts entity="user" id={12} /> }], {
    path: '/user/12',
    profile: profile(role),
  });

afterEach(() => vi.unstubAllGlobals());

describe('PostIts panel', () => {
  it('lists the record’s notes and adds one with a colour', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /post_it/records': { data: [NOTE] },
      'POST /post_it/create': (body) => ({ data: { ...NOTE, id: 5, ...(body as object), record_id: '12' } }),
    });
    show(3);
    expect(await screen.findByText('Asked for an invoice by mail')).toBeInTheDocument();
    expect(screen.getByText(/Ada Admin/)).toBeInTheDocument();
    expect(decodeURIComponent(String(server.fn.mock.calls[0]![0]))).toContain(
      'filter={"entity":["user"],"record_id":["12"]}',
    );
    expect(server.sent('GET', '/post_it/records')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Refund promised');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Note colour' })).getByRole('radio', { name: 'green' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Refund promised')).toBeInTheDocument();
    expect(server.sent('POST', '/post_it/create')[0]!.body).toEqual({
      body: 'Refund promised',
      color: 'green',
      entity: 'user',
      record_id: '12',
    });
  });

  it('edits a note in place and keeps the old text when the server refuses', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /post_it/records': { data: [NOTE] },
      'POST /post_it/4/save': fieldError(422, 'validation_failed', 'Ooops!', 'At most 2000 characters', 'body'),
    });
    show(3);
    await user.click(await screen.findByRole('button', { name: 'Edit Note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' twice{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 2000 characters');
    expect(server.sent('POST', '/post_it/4/save')[0]!.body).toEqual({ body: 'Asked for an invoice by mail twice' });
    await user.keyboard('{Escape}');
    expect(screen.getByText('Asked for an invoice by mail')).toBeInTheDocument();
  });

  it('deletes a note only after the confirmation', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({ 'GET /post_it/records': { data: [NOTE] }, 'DELETE /post_it/4': { data: NOTE } });
    show(3);
    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this note?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(server.sent('DELETE', '/post_it/4')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this note?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No notes on this record yet.')).toBeInTheDocument();
    expect(server.sent('DELETE', '/post_it/4')).toHaveLength(1);
  });

  it('shows nothing, and asks nothing, to anyone but an administrator', () => {
    const server = fakeFetch({ 'GET /post_it/records': { data: [NOTE] } });
    const { container } = show(1);
    expect(container).toBeEmptyDOMElement();
    expect(server.calls).toHaveLength(0);
  });
});
