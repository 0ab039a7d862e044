import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a private link grants: one stored object, to one user (or anyone holding a share link), until exp. */
export interface DownloadGrant {
  key: string;
  filename: string;
  userId: number | null;
  exp: number;
}

export function createDownloadTokens(secret: string) {
  const mac = (body: string) => createHmac('sha256', `download:${secret}`).update(body).digest('base64url');
  return {
    sign(grant: DownloadGrant): string {
      const body = Buffer.from(JSON.stringify([grant.key, grant.filename, grant.userId, grant.exp])).toString(
        'base64url',
      );
      return `${body}.${mac(body)}`;
    },
    /** The grant, or null when the token was altered or has expired. */
    verify(token: string, now = Date.now()): DownloadGrant | null {
      const [body, sig] = token.split('.');
      if (!body || !sig) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const [key, filename, userId, exp] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [
          string,
          string,
          number | null,
          number,
        ];
        return exp > now ? { key, filename, userId, exp } : null;
      } catch {
        return null;
      }
    },
  };
}
export type DownloadTokens = ReturnType<typeof createDownloadTokens>;
