import { useSyncExternalStore } from 'react';
import { DEFAULT_ERROR, TOAST_DURATION_MS } from '@beatmarket/shared';
import { ApiError } from './api';

/**
 * The toast library loads with the first toast, not with the page (issue 14): loaded at the start it
 * was one more chunk to evaluate while Lighthouse measured blocking time. The app's Toaster mounts once
 * a toast is wanted (App.tsx); sonner shows it the toasts raised before it subscribed.
 */
let wanted = false;
const listeners = new Set<() => void>();
function sonner() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Whether any toast has been raised yet (the server render: never). */
export const useToastsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/** A toast of the app's kinds, for callers with their own texts and duration (bulk results). */
export function toastError(header: string, description: string, duration = TOAST_DURATION_MS) {
  void sonner().then(({ toast }) => toast.error(header, { description, duration }));
}

/** Errors show as toasts (spec §8): the server's header and message, else the spec's default text. */
export function notifyError(err: unknown, fallback?: { header?: string; message?: string }) {
  const header =
    err instanceof ApiError && err.header !== DEFAULT_ERROR.header
      ? err.header
      : (fallback?.header ?? DEFAULT_ERROR.header);
  const message = err instanceof ApiError ? err.message : (fallback?.message ?? DEFAULT_ERROR.message);
  toastError(header, message);
}

export function notifySuccess(header: string, message?: string) {
  void sonner().then(({ toast }) => toast.success(header, { description: message, duration: TOAST_DURATION_MS }));
}
