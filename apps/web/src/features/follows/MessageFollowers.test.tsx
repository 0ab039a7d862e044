import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { MessageFollowers } from './MessageFollowers';

afterEach(() => vi.unstubAllGlobals());
// ProseMirror measures the layout, which jsdom has none of: a plain text area stands in for the editor.
vi.mock('../../components/RichTextEditor', () => ({
  RichTextEditor: ({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) => (
    <label>
      {label}
      <textarea value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  ),
}));

const beat = (id: number, title: string, published = true) => ({
  id,
  title,
  published_at: published ? '2026-12-01T10:00:00Z' : null,
});

describe('message your followers', () => {
  it('offers only published beats as cards, at most six, and sends the chosen ones in order', async () => {
    const beats = [
      beat(1, 'Night Drive'),
      beat(2, 'Draft Idea', false),
      ...[3, 4, 5, 6, 7, 8].map((i) => beat(i, `Beat ${i}`)),
    ];
    const api = fakeFetch({
      'GET /follower-messages': { data: { enabled: true, next_at: null } },
      'GET /dashboard/beats': { data: beats },
      'POST /follower-messages': { data: { id: 1, recipients: 3 } },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <MessageFollowers /> }], { profile: profile(2) });
    const cards = within(await screen.findByRole('group', { name: /^Beat cards under the message/ }));
    expect(cards.queryByLabelText('Draft Idea')).not.toBeInTheDocument();
    await user.click(cards.getByLabelText('Beat 5'));
    await user.click(cards.getByLabelText('Night Drive'));
    for (const i of [3, 4, 6, 7]) await user.click(cards.getByLabelText(`Beat ${i}`));
    expect(cards.getByLabelText('Beat 8')).toBeDisabled();

    await user.type(screen.getByLabelText('Subject'), 'New pack');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Ten new dark beats this Friday.');
    await user.click(screen.getByRole('button', { name: 'Send to followers' }));
    await vi.waitFor(() => expect(api.sent('POST', '/follower-messages')).toHaveLength(1));
    expect(api.sent('POST', '/follower-messages')[0]!.body).toMatchObject({
      subject: 'New pack',
      beat_ids: [5, 1, 3, 4, 6, 7],
    });
  });
});
