import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useReaderTimeZone } from './use-reader-time-zone';

function Zone() {
  return <span>{useReaderTimeZone() ?? 'reader'}</span>;
}

describe('reader time zone', () => {
  it('is UTC in the server render and while hydrating it, the reader’s own right after', async () => {
    const html = renderToString(<Zone />);
    expect(html).toBe('<span>UTC</span>');
    const root = document.createElement('div');
    root.innerHTML = html;
    await act(async () => {
      hydrateRoot(root, <Zone />);
    });
    expect(root.textContent).toBe('reader');
  });

  it('is the reader’s own at once in a page the browser renders alone', async () => {
    const root = document.createElement('div');
    await act(async () => createRoot(root).render(<Zone />));
    expect(root.textContent).toBe('reader');
  });
});
