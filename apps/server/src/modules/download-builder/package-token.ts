import { createSignedTokens } from '../../core/signed-token.js';

/**
 * The shareable link of a package: its id and expiry, signed (its own key purpose so a token of another
 * kind never passes here). Anyone holding it downloads until `exp`; the build's row is checked as well,
 * so archiving a package stops its links at once.
 */
export function createPackageTokens(secret: string) {
  const tokens = createSignedTokens<[number, number]>(secret, 'download-build');
  return {
    sign: (buildId: number, exp: number): string => tokens.sign([buildId, exp]),
    /** The build id, or null when the token was altered or has expired. */
    verify(token: string, now = Date.now()): number | null {
      const [id, exp] = tokens.verify(token) ?? [];
      return Number.isInteger(id) && typeof exp === 'number' && exp > now ? id! : null;
    },
  };
}
export type PackageTokens = ReturnType<typeof createPackageTokens>;
