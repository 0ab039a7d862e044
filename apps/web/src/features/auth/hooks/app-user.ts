/** Guests who have logged in on this browser before see Login rather than Register (spec §2). */
const KEY = 'beatmarket.app-user';

export function rememberAppUser() {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    /* private mode: the default (Register) is fine */
  }
}

export function isAppUser(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
