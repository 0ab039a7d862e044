import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The shareable link of a package: its id and expiry, signed (HMAC-SHA256, its own key purpose so a
 * token of another kind never passes here). Anyone holding it downloads until `exp`; the build's row
 * is checked as well, so archiving a package stops its links at once.
 */
export function createPackageTokens(secret: string) {
  const mac = (body: string) => createHmac('sha256', `download-build:${secret}`).update(body).digest('base64url');
  return {
    sign(buildId: number, exp: number): string {
      const body = Buffer.from(JSON.stringify([buildId, exp])).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    /** The build id, or null when the token was altered or has expired. */
    verify(token: string, now = Date.now()): number | null {
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const [id, exp] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [number, number];
        return Number.isInteger(id) && typeof exp === 'number' && exp > now ? id : null;
      } catch {
        return null;
      }
    },
  };
}
export type PackageTokens = ReturnType<typeof createPackageTokens>;
