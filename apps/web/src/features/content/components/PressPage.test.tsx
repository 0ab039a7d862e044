import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { ContentPage } from './ContentPage';

afterEach(() => vi.unstubAllGlobals());

const PRESS = {
  id: 'press',
  title: 'Press',
  updated_at: '2026-11-21T10:00:00Z',
  content: '<h2>Articles</h2><ul><li><strong>Studio Notes Weekly</strong>, 03/14/2026</li></ul>',
};
const route = [{ path: '/page/:slug', element: <ContentPage /> }];

describe('press page (/page/press)', () => {
  it('shows the editable text with its articles, then the logo files to download', async () => {
    fakeFetch({ 'GET /content/snippet/press': { data: PRESS } });
    renderRoutes(route, { path: '/page/press', profile: profile(3) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Press' })).toBeInTheDocument();
    expect(await screen.findByText('Studio Notes Weekly')).toBeInTheDocument();
    // Administrators edit it like any page.
    expect(screen.getByRole('button', { name: /Edit text/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Press kit' })).toBeInTheDocument();
    const svg = screen.getByRole('link', { name: 'Download Logo mark (SVG)' });
    expect(svg).toHaveAttribute('href', '/press/beatmarket-logo.svg');
    expect(svg).toHaveAttribute('download', 'beatmarket-logo.svg');
    expect(screen.getByRole('link', { name: 'Download Logo mark (PNG, 1024 × 1024)' })).toHaveAttribute(
      'href',
      '/press/beatmarket-logo.png',
    );
    expect(screen.getAllByRole('link', { name: /^Download / })).toHaveLength(4);
  });

  it('other pages have no press kit', async () => {
    fakeFetch({ 'GET /content/snippet/about-us': { data: { ...PRESS, id: 'about-us', title: 'About Us' } } });
    renderRoutes(route, { path: '/page/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Press kit' })).toBeNull();
  });
});
