import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOT, renderRoutes } from '../../test/render';
import { AppLayout } from './AppLayout';

const routes = [{ element: <AppLayout />, children: [{ path: '/', element: <p>home page</p> }] }];

describe('follow-us links (issue 34)', () => {
  it('shows only the networks an administrator set, and no label at all when none is set', async () => {
    const { qc } = renderRoutes(routes);
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('link', { name: 'Beatmarket on facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/x',
    );
    expect(banner.queryByRole('link', { name: 'Beatmarket on twitter' })).toBeNull();
    expect(banner.getByText('Follow us')).toBeInTheDocument();

    // A fresh install: every link empty.
    act(() => qc.setQueryData(['supporting-data'], { ...BOOT, social_links: { facebook: '', twitter: '' } }));
    await waitFor(() => expect(banner.queryByText('Follow us')).toBeNull());
    expect(screen.queryByRole('link', { name: /^Beatmarket on / })).toBeNull();
  });
});
