import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The account a device cookie vouches for: its id and its current password hash (null: none set). */
export interface DeviceAccount {
  id: number;
  passwordHash: string | null;
}

export interface Device {
  id: string;
  /** True when this browser logged in to the account since its password was last set (changed or reset). */
  trusts(user: DeviceAccount): boolean;
}

export const DEVICE_COOKIE = 'bm_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 86400;
const MAX_ACCOUNTS = 5;

/**
 * A long-lived, signed cookie listing the accounts that have logged in from this browser. Login
 * throttling trusts it (decision 0009, issue 13): a guesser elsewhere cannot lock the owner out of
 * a browser they have used before. Each account is listed with a stamp of its password hash (an HMAC,
 * so the cookie reveals nothing of it): a password change or reset makes a new hash, which revokes every
 * cookie issued before it with no table to keep (a thief's browser loses its trust with the password).
 */
export function createDeviceCookies(secret: string) {
  const sign = (payload: string) => createHmac('sha256', `${secret}:device`).update(payload).digest('base64url');
  const stamp = (user: DeviceAccount) =>
    createHmac('sha256', `${secret}:device-stamp`)
      .update(`${user.id}:${user.passwordHash ?? ''}`)
      .digest('base64url')
      .slice(0, 16);

  function entries(value: string | undefined): { id: string; accounts: [number, string][] } | null {
    if (!value || value.length > 1000) return null;
    const [payload, mac] = value.split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const { d, a } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { d?: unknown; a?: unknown };
      if (typeof d !== 'string' || !Array.isArray(a)) return null;
      // Entries without a stamp (cookies from before stamps) vouch for nothing.
      const accounts = a.filter(
        (e): e is [number, string] => Array.isArray(e) && Number.isInteger(e[0]) && typeof e[1] === 'string',
      );
      return { id: d, accounts };
    } catch {
      return null;
    }
  }

  return {
    read(value: string | undefined): Device | null {
      const found = entries(value);
      if (!found) return null;
      return {
        id: found.id,
        trusts: (user) => found.accounts.some(([id, s]) => id === user.id && s === stamp(user)),
      };
    },
    /** The cookie value after `user` logged in here: same device id, most recent account first, a few at most. */
    add(value: string | undefined, user: DeviceAccount): string {
      const found = entries(value);
      const others = (found?.accounts ?? []).filter(([id]) => id !== user.id);
      const accounts = [[user.id, stamp(user)], ...others].slice(0, MAX_ACCOUNTS);
      const payload = Buffer.from(
        JSON.stringify({ d: found?.id ?? randomBytes(16).toString('base64url'), a: accounts }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
