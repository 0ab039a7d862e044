import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface Device {
  id: string;
  accounts: number[];
}

export const DEVICE_COOKIE = 'bm_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 86400;
const MAX_ACCOUNTS = 5;

/**
 * A long-lived, signed cookie listing the accounts that have logged in from this browser. Login
 * throttling trusts it (decision 0009, issue 13): a guesser elsewhere cannot lock the owner out of
 * a browser they have used before. It proves nothing else, so it carries only account ids.
 */
export function createDeviceCookies(secret: string) {
  const sign = (payload: string) => createHmac('sha256', `${secret}:device`).update(payload).digest('base64url');
  return {
    read(value: string | undefined): Device | null {
      if (!value || value.length > 500) return null;
      const [payload, mac] = value.split('.');
      if (!payload || !mac) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const { d, a } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { d?: unknown; a?: unknown };
        if (typeof d !== 'string' || !Array.isArray(a)) return null;
        return { id: d, accounts: a.filter((id): id is number => Number.isInteger(id)) };
      } catch {
        return null;
      }
    },
    /** The cookie value after `userId` logged in here: same device id, most recent account first, a few at most. */
    add(value: string | undefined, userId: number): string {
      const device = this.read(value);
      const accounts = [userId, ...(device?.accounts ?? []).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
      const payload = Buffer.from(
        JSON.stringify({ d: device?.id ?? randomBytes(16).toString('base64url'), a: accounts }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
