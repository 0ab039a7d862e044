import { describe, expect, it, vi } from 'vitest';
import { reportOAuthErrorToOpener } from './oauth-popup';

function fakeWindow(search: string, opener: { postMessage: ReturnType<typeof vi.fn> } | null) {
  return { location: { search, origin: 'http://app.test' }, opener, close: vi.fn() } as unknown as Window & {
    close: ReturnType<typeof vi.fn>;
  };
}

describe('social-login pop-up (spec §2)', () => {
  it('reports the error from its address to the opener and closes', () => {
    const opener = { postMessage: vi.fn() };
    const win = fakeWindow('?oauth_error=Access%20denied', opener);
    expect(reportOAuthErrorToOpener(win)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'oauth', error: 'Access denied' }, 'http://app.test');
    expect(win.close).toHaveBeenCalledOnce();
  });

  it('boots normally without an opener or without an error', () => {
    const noOpener = fakeWindow('?oauth_error=x', null);
    expect(reportOAuthErrorToOpener(noOpener)).toBe(false);
    expect(noOpener.close).not.toHaveBeenCalled();
    const opener = { postMessage: vi.fn() };
    expect(reportOAuthErrorToOpener(fakeWindow('?tab=favorites', opener))).toBe(false);
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});
