import { TOAST_DURATION_MS } from '@beatmarket/shared';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { notifyError } from './notify';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => vi.mocked(toast.error).mockClear());

describe('errors as toasts (spec §8)', async () => {
  it('uses the default header and message when nothing better is known', async () => {
    notifyError(new TypeError('Failed to fetch'));
    // The toast library loads on the first toast (off the first page's path).
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Ooops!', {
      description: 'Sorry, something went wrong',
      duration: TOAST_DURATION_MS,
    });
  });

  it('uses response_data.header and response_data.error from the server', async () => {
    notifyError(
      new ApiError(429, {
        error: 'Too many attempts. Please try again later.',
        code: 'rate_limited',
        header: 'Slow down!',
      }),
    );
    // The toast library loads on the first toast (off the first page's path).
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith(
      'Slow down!',
      expect.objectContaining({ description: 'Too many attempts. Please try again later.' }),
    );
  });

  it('lets a screen give its own header when the server sent the default one', async () => {
    notifyError(new ApiError(404, { error: 'Not found.', code: 'not_found', header: 'Ooops!' }), {
      header: 'Record load error',
    });
    // The toast library loads on the first toast (off the first page's path).
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith(
      'Record load error',
      expect.objectContaining({ description: 'Not found.' }),
    );
  });
});
