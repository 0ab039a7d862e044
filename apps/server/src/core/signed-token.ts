import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A JSON payload and its HMAC, base64url: what the server hands out and must get back unaltered. The
 * purpose is part of the key, so a token made for one use never verifies for another.
 */
export function createSignedTokens<T>(secret: string, purpose: string) {
  const mac = (body: string) => createHmac('sha256', `${purpose}:${secret}`).update(body).digest('base64url');
  return {
    sign(payload: T): string {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    /** The payload, or null when the token was altered or is not one of ours. */
    verify(token: string): T | null {
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
      } catch {
        return null;
      }
    },
  };
}
