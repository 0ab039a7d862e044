import type { LicenseSpecs } from './license.js';

/** The licence terms frozen on a sold line: what the buyer agreed to, whatever the licence becomes later. */
export interface LineTerms {
  name: string;
  type: string;
  level: string;
  specifications: LicenseSpecs;
  trackouts: string | null;
  bundle: string | null;
}

/** Short and unambiguous, as it is printed on the licence PDF and typed back: no 0/O or 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new licence verification code, two groups of five: `ABCDE-FGH23`. random: node:crypto's randomBytes on the server. */
export const verificationCode = (random: (size: number) => Uint8Array) =>
  Array.from(random(10), (b) => CODE_ALPHABET[b % 32])
    .join('')
    .replace(/(.{5})(.{5})/, '$1-$2');

/** A code as the verification page takes it: any case, since the lookup upper-cases it. */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
