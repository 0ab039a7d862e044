import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { TagEditor, type TagInput } from './TagEditor';

afterEach(() => vi.unstubAllGlobals());

let last: TagInput[] = [];
function Harness() {
  const [tags, setTags] = useState<TagInput[]>([]);
  return (
    <TagEditor
      tags={tags}
      onChange={(next) => {
        last = next;
        setTags(next);
      }}
    />
  );
}

describe('the beat form’s tags', () => {
  it('offers the existing tag first, in its own group', async () => {
    fakeFetch({ 'GET /autosuggest/tag': { data: [{ id: 7, label: 'Hip Hop · genre', value: '#hiphop' }] } });
    renderRoutes([{ path: '/', element: <Harness /> }]);
    await userEvent.selectOptions(screen.getByLabelText('Tag group'), 'mood');
    await userEvent.type(screen.getByLabelText('Add a tag'), 'hip h');
    await userEvent.click(await screen.findByRole('option', { name: 'Hip Hop · genre' }));
    expect(last).toEqual([{ name: 'Hip Hop', group: 'genre' }]);
  });

  it("says 'No results found...' when no tag matches, and still takes a new one", async () => {
    fakeFetch({ 'GET /autosuggest/tag': { data: [] } });
    renderRoutes([{ path: '/', element: <Harness /> }]);
    await userEvent.type(screen.getByLabelText('Add a tag'), 'Zydeco');
    expect(await screen.findByText('No results found...')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Add a tag'), '{Enter}');
    expect(last).toEqual([{ name: 'Zydeco', group: 'genre' }]);
  });
});
