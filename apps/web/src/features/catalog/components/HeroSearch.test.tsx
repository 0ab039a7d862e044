import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { HeroSearch } from './HeroSearch';

afterEach(() => vi.unstubAllGlobals());

const routes = () => {
  const fake = fakeFetch({
    'GET /autosuggest/tag': { data: [{ id: 1, label: 'Trap · genre', value: '#trap' }] },
    'GET /autosuggest/producer': { data: [{ id: 2, label: 'Marcus Reed (@marcusreed)', value: '@marcusreed' }] },
  });
  return { fake, routes: [{ path: '/', element: <HeroSearch /> }] };
};
const settle = () => new Promise((r) => setTimeout(r, 450));

describe('home search box (spec §2)', () => {
  it('suggests tags after # and producers after @; picking one searches', async () => {
    const user = userEvent.setup();
    const { fake, routes: r } = routes();
    const { router } = renderRoutes(r);
    const box = screen.getByRole('combobox', { name: 'Search the catalog' });
    await user.type(box, 'dark #trap');
    expect(await screen.findByRole('option', { name: 'Trap · genre' })).toBeInTheDocument();
    expect(fake.sent('GET', '/autosuggest/tag').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('option', { name: 'Trap · genre' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${encodeURIComponent('dark #trap')}`));

    await user.type(box, ' @marc');
    expect(await screen.findByRole('option', { name: 'Marcus Reed (@marcusreed)' })).toBeInTheDocument();
  });

  it('opens no list for a search that came from the address, only once the user types', async () => {
    const user = userEvent.setup();
    const { fake, routes: r } = routes();
    renderRoutes(r, { path: `/?search=${encodeURIComponent('#trapsoul')}` });
    const box = screen.getByRole('combobox', { name: 'Search the catalog' });
    expect(box).toHaveValue('#trapsoul');
    await settle();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(fake.sent('GET', '/autosuggest/tag')).toHaveLength(0);
    await user.type(box, '{Backspace}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('closes the list when the search is submitted', async () => {
    const user = userEvent.setup();
    const { routes: r } = routes();
    const { router } = renderRoutes(r);
    const box = screen.getByRole('combobox', { name: 'Search the catalog' });
    await user.type(box, '#trap');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${encodeURIComponent('#trap')}`));
    await settle();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
