import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { ContentPage } from './ContentPage';

afterEach(() => vi.unstubAllGlobals());

const POLICY = {
  id: 'privacy',
  title: 'Privacy Policy',
  updated_at: '2026-11-20T10:00:00Z',
  content:
    '<p>Intro.</p><h2>1. What we keep</h2><ul><li><strong>Account:</strong> your name.</li><li>Orders.</li></ul>',
};

describe('policy pages (/page/usage-policy, /page/privacy-policy)', () => {
  it('shows the stored policy with its headings and bulleted lists, and when it changed', async () => {
    const api = fakeFetch({ 'GET /text_snippet/records': { data: [POLICY] } });
    renderRoutes([{ path: '/page/:slug', element: <ContentPage /> }], { path: '/page/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 2, name: '1. What we keep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 11/20/2026')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    // The stored markup has no classes: the container gives lists their bullets and headings their size
    // (Tailwind's reset strips both).
    expect(list.parentElement).toHaveClass('[&_ul]:list-disc', '[&_h2]:text-lg');
    const url = String(api.fn.mock.calls[0]![0]);
    expect(decodeURIComponent(url)).toContain('{"id":["privacy"]}');
  });
});
