import { useSyncExternalStore } from 'react';

/** Guests who have logged in on this browser before see Login rather than Register (spec §2). */
const KEY = 'beatmarket.app-user';
const listeners = new Set<() => void>();

export function rememberAppUser() {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    /* private mode: the default (Register) is fine */
  }
  for (const l of listeners) l();
}

export function isAppUser(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * `isAppUser` for rendering: the server cannot know, so a server-rendered page is adopted as a new guest's
 * (Register shown) and re-rendered from this browser's memory right after. Reading localStorage while
 * adopting the page made the header differ from the server's markup: React's hydration error #418 (issue 31).
 */
export const useIsAppUser = () => useSyncExternalStore(subscribe, isAppUser, () => false);
