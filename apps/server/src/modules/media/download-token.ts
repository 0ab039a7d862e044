import { createSignedTokens } from '../../core/signed-token.js';

/** What a private link grants: one stored object, to one user (or anyone holding a share link), until exp. */
export interface DownloadGrant {
  key: string;
  filename: string;
  userId: number | null;
  exp: number;
}

export function createDownloadTokens(secret: string) {
  const tokens = createSignedTokens<[string, string, number | null, number]>(secret, 'download');
  return {
    sign: (grant: DownloadGrant): string => tokens.sign([grant.key, grant.filename, grant.userId, grant.exp]),
    /** The grant, or null when the token was altered or has expired. */
    verify(token: string, now = Date.now()): DownloadGrant | null {
      const [key, filename, userId, exp] = tokens.verify(token) ?? [];
      return typeof key === 'string' && typeof filename === 'string' && typeof exp === 'number' && exp > now
        ? { key, filename, userId: userId ?? null, exp }
        : null;
    },
  };
}
export type DownloadTokens = ReturnType<typeof createDownloadTokens>;
