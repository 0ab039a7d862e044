import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../test/fake-fetch';
import { profile } from '../test/render';
import { createQueryClient } from './query-client';
import { useTablePreference } from './use-preference';

afterEach(() => vi.unstubAllGlobals());

function setup(signedIn: boolean) {
  const qc = createQueryClient();
  qc.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  qc.setQueryData(['profile'], signedIn ? profile(3) : null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTablePreference('/users'), { wrapper });
}
const row = (key: string, value: unknown) => ({ id: 1, key, value, updated_at: '2026-11-24T10:00:00Z' });

describe('usePreference', () => {
  it('reads the signed-in user’s saved value and saves a new one at once (optimistic)', async () => {
    let release: () => void = () => {};
    const server = fakeFetch({
      'GET /user_preference/records': { data: [row('table:/users', { per_page: 25 }), row('table:/x', 1)] },
      'POST /user_preference/create': (body) => new Promise((r) => (release = () => r({ data: row('', body) }))),
    });
    const { result } = setup(true);
    await waitFor(() => expect(result.current[0]).toEqual({ per_page: 25 }));
    act(() => result.current[1]({ per_page: 50, hidden_columns: ['email'] }));
    await waitFor(() => expect(result.current[0]).toEqual({ per_page: 50, hidden_columns: ['email'] }));
    expect(server.sent('POST', '/user_preference/create')[0]!.body).toEqual({
      key: 'table:/users',
      value: { per_page: 50, hidden_columns: ['email'] },
    });
    act(() => release());
    expect(server.sent('GET', '/user_preference/records')).toHaveLength(1);
  });

  it('puts the old value back when the server refuses the new one', async () => {
    fakeFetch({
      'GET /user_preference/records': { data: [row('table:/users', { per_page: 25 })] },
      'POST /user_preference/create': fieldError(422, 'validation_failed', 'Ooops!', 'Too big', 'value'),
    });
    const { result } = setup(true);
    await waitFor(() => expect(result.current[0]).toEqual({ per_page: 25 }));
    act(() => result.current[1]({ per_page: 100 }));
    await waitFor(() => expect(result.current[0]).toEqual({ per_page: 25 }));
  });

  it('reads a stored value that no longer fits as the fallback', async () => {
    fakeFetch({ 'GET /user_preference/records': { data: [row('table:/users', { per_page: 7 })] } });
    const { result } = setup(true);
    await waitFor(() => expect(result.current[2].loading).toBe(false));
    expect(result.current[0]).toEqual({});
  });

  it('keeps a visitor’s choice for the page only, without asking the server', () => {
    const server = fakeFetch({});
    const { result } = setup(false);
    act(() => result.current[1]({ per_page: 50 }));
    expect(result.current[0]).toEqual({ per_page: 50 });
    expect(server.calls).toHaveLength(0);
  });
});
