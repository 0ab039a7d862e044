import { DEFAULT_ERROR, TOAST_DURATION_MS } from '@beatmarket/shared';
import { toast } from 'sonner';
import { ApiError } from './api';

/** Errors show as toasts (spec §8): the server's header and message, else the spec's default text. */
export function notifyError(err: unknown, fallback?: { header?: string; message?: string }) {
  const header =
    err instanceof ApiError && err.header !== DEFAULT_ERROR.header
      ? err.header
      : (fallback?.header ?? DEFAULT_ERROR.header);
  const message = err instanceof ApiError ? err.message : (fallback?.message ?? DEFAULT_ERROR.message);
  toast.error(header, { description: message, duration: TOAST_DURATION_MS });
}

export function notifySuccess(header: string, message?: string) {
  toast.success(header, { description: message, duration: TOAST_DURATION_MS });
}
