import { isAdmin } from '@beatmarket/shared';
import { useSyncExternalStore } from 'react';
import { useProfile } from './use-profile';

const KEY = 'beatmarket.stealth-mode';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage refused (private mode): never stealthy
  }
}

/** Spec §3 `stealth_mode`, a client-side flag: kept in this browser only, never sent to the server. */
export function setStealthMode(on: boolean) {
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the flag cannot be kept; the page stays as it is.
  }
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useStealthMode(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

/**
 * Whether the signed-in user sees the site as an administrator: an administrator in stealth mode sees
 * the public menu and the pages as visitors do, without the in-place editing tools (decision 0083).
 * What the server allows never changes with it.
 */
export function useAdminView(): boolean {
  const admin = isAdmin(useProfile().data?.role);
  const stealth = useStealthMode();
  return admin && !stealth;
}
