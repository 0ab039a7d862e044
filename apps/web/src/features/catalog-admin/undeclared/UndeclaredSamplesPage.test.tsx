import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { UndeclaredSamplesPage } from './UndeclaredSamplesPage';

afterEach(() => vi.unstubAllGlobals());

const beat = {
  id: 5,
  slug: 'cold-dreams',
  title: 'Cold Dreams',
  producer_name: 'Marcus Reed',
  published_at: '2026-09-29T03:20:00Z',
  asked_at: null,
};

describe('undeclared samples (issue 35 §4)', () => {
  it('lists the beats, asks a producer to declare, and shows when they were asked', async () => {
    let asked: string | null = null;
    const api = fakeFetch({
      'GET /beat/undeclared-samples': () => ({
        data: [{ ...beat, asked_at: asked }],
        meta: { total: 1, page: 1, per_page: 50 },
      }),
      'POST /beat/5/ask-sample-declaration': () => {
        asked = '2026-12-07T03:00:00Z';
        return { data: { id: 5, asked: true } };
      },
    });
    renderRoutes([{ path: '/', element: <UndeclaredSamplesPage /> }], { profile: profile(4) });
    expect(await screen.findByRole('link', { name: 'Cold Dreams' })).toHaveAttribute('href', '/beats/cold-dreams');
    expect(screen.getByText(/: 1\. Ask them to declare\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/asked/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ask to declare' }));
    await waitFor(() => expect(api.sent('POST', '/beat/5/ask-sample-declaration')).toHaveLength(1));
    expect(await screen.findByText(/· asked /)).toBeInTheDocument();
  });
});
