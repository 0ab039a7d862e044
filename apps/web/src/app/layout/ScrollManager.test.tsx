import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './ScrollManager';

const page = (id: string) => (
  <>
    <ScrollManager />
    <p id={id}>{id}</p>
    <p id="comments">comments</p>
  </>
);

const original = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = original;
  vi.unstubAllGlobals();
});

describe('scroll after navigation (spec §2)', () => {
  it('goes to top on a new path, to the anchor with a hash, and stays when only the query changes', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const router = createMemoryRouter(
      [
        { path: '/', element: page('home') },
        { path: '/beats/:slug', element: page('beat') },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/beats/x'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/beats/x?tab=2'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/beats/y#comments'));
    expect(intoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
