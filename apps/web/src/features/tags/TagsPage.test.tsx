import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { TagsPage } from './TagsPage';

afterEach(() => vi.unstubAllGlobals());

const drilll = {
  id: 4,
  name: 'Drilll',
  slug: 'drilll',
  group: 'genre',
  beat_count: 3,
  created_at: new Date(2026, 10, 2).toISOString(),
};
const show = (routes: Parameters<typeof fakeFetch>[0]) => {
  const api = fakeFetch({ 'GET /tag/records': { data: [drilll], meta: { total: 1, found: 1 } }, ...routes });
  renderRoutes([{ path: '/tags', element: <TagsPage /> }], {
    path: '/tags',
    profile: profile(3),
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });
  return api;
};
const open = async () => {
  await userEvent.click(await screen.findByText('Drilll'));
  return within(screen.getByRole('dialog', { name: 'Edit tag' }));
};

describe('the administrators’ tag list', () => {
  it('lists each tag with its slug, group, beats and date', async () => {
    show({});
    const row = (await screen.findByText('Drilll')).closest('tr')!;
    expect(row).toHaveTextContent('#drilll');
    expect(row).toHaveTextContent('Genre');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('11/02/2026');
  });

  it('renames a tag, and shows the server’s refusal under the name', async () => {
    const api = show({
      'POST /tag/4/save': (body) =>
        (body as { name: string }).name === 'Lofi'
          ? fieldError(409, 'conflict', 'Ooops!', '“Lo-Fi” is already a tag: merge into it instead.', 'name')
          : { data: { ...drilll, ...(body as object) } },
    });
    const d = await open();
    await userEvent.clear(d.getByLabelText('Name'));
    await userEvent.type(d.getByLabelText('Name'), 'Lofi');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(await d.findByText('“Lo-Fi” is already a tag: merge into it instead.')).toBeInTheDocument();
    await userEvent.clear(d.getByLabelText('Name'));
    await userEvent.type(d.getByLabelText('Name'), 'UK Drill');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST', '/tag/4/save').at(-1)?.body).toEqual({ name: 'UK Drill', group: 'genre' }),
    );
    expect(await screen.findByText('Tag saved')).toBeInTheDocument();
  });

  it('merges into a tag picked from the suggestions, after a confirmation', async () => {
    const api = show({
      'GET /autosuggest/tag': { data: [{ id: 9, label: 'Drill · genre', value: '#drill' }] },
      'POST /tag/4/merge': { data: { id: 9, name: 'Drill', slug: 'drill', group: 'genre', beat_count: 8 } },
    });
    const d = await open();
    await userEvent.type(d.getByLabelText('Merge into'), 'dril');
    await userEvent.click(await screen.findByRole('option', { name: 'Drill · genre' }));
    const confirm = await screen.findByRole('dialog', { name: 'Merge “Drilll” into “Drill”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(api.sent('POST', '/tag/4/merge')[0]?.body).toEqual({ into_id: 9 }));
  });

  it('deletes a tag after a confirmation', async () => {
    const api = show({ 'DELETE /tag/4': { data: { id: 4, deleted: true } } });
    const d = await open();
    await userEvent.click(d.getByRole('button', { name: 'Delete tag' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Drilll”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE', '/tag/4')).toHaveLength(1));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });
});
