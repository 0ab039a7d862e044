import { QueryObserver } from '@tanstack/react-query';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

async function fail(meta: Record<string, unknown> | undefined, err: Error) {
  const qc = createQueryClient();
  qc.setDefaultOptions({ queries: { retry: false } });
  const observer = new QueryObserver(qc, { queryKey: ['x', Math.random()], queryFn: () => Promise.reject(err), meta });
  await new Promise<void>((done) => observer.subscribe((r) => r.isError && done()));
  // The toast library loads on the first toast (notify.ts): let that import and its toast land.
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return qc;
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('query client', () => {
  it('toasts a failed load with the server texts', async () => {
    await fail(
      undefined,
      new ApiError(403, { error: 'You are not allowed to do that.', code: 'forbidden', header: 'Ooops!' }),
    );
    expect(toast.error).toHaveBeenCalledWith(
      'Ooops!',
      expect.objectContaining({ description: 'You are not allowed to do that.' }),
    );
  });

  it('uses the screen header, stays quiet for silent loads and for 401 (the session is simply cleared)', async () => {
    await fail(
      { errorHeader: 'Record load error' },
      new ApiError(404, { error: 'Not found.', code: 'not_found', header: 'Ooops!' }),
    );
    expect(toast.error).toHaveBeenLastCalledWith(
      'Record load error',
      expect.objectContaining({ description: 'Not found.' }),
    );
    vi.mocked(toast.error).mockClear();
    await fail({ silent: true }, new ApiError(500, undefined));
    await fail(undefined, new ApiError(401, { error: 'x', code: 'session_expired', header: 'Ooops!' }));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
