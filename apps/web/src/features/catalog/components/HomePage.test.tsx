import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { HomePage } from './HomePage';

vi.mock('./BeatSection', () => ({ BeatSection: () => null }));
vi.mock('./SearchResults', () => ({ SearchResults: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe('home page tab title', () => {
  it('is the tagline on the home page and "Search: …" on search results', async () => {
    fakeFetch({});
    const { router } = renderRoutes([{ path: '/', element: <HomePage /> }]);
    await waitFor(() => expect(document.title).toBe('Tagline · Beatmarket'));
    await router.navigate(`/?search=${encodeURIComponent('#trap dark')}`);
    await waitFor(() => expect(document.title).toBe('Search: #trap dark · Beatmarket'));
  });
});
