import { licenseTerms, type LicenseSpecs } from './license.js';

/** The licence terms frozen on a sold line: what the buyer agreed to, whatever the licence becomes later. */
export interface LineTerms {
  name: string;
  type: string;
  level: string;
  specifications: LicenseSpecs;
  trackouts: string | null;
  bundle: string | null;
  /** A store item's own royalty-free usage terms, frozen at the sale (decision 0085); absent on a beat's line. */
  text?: string;
  /** A beat's sample-disclosure clause as declared at the sale (decision 0091); absent on older lines. */
  samples?: string;
}

/** The terms a store item's line is sold under: its seller's royalty-free text, no licence tiers. */
export const storeLineTerms = (text: string): LineTerms => ({
  name: 'Royalty-free licence',
  type: 'royalty_free',
  level: 'unlimited',
  specifications: {},
  trackouts: null,
  bundle: null,
  text,
});

/** The terms a line shows: a store item's own text, else what its licence grants. */
export const lineTermsText = (t: LineTerms) => (t.text === undefined ? licenseTerms(t.specifications) : [t.text]);

/** Short and unambiguous, as it is printed on the licence PDF and typed back: no 0/O or 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new licence verification code, two groups of five: `ABCDE-FGH23`. random: node:crypto's randomBytes on the server. */
export const verificationCode = (random: (size: number) => Uint8Array) =>
  Array.from(random(10), (b) => CODE_ALPHABET[b % 32])
    .join('')
    .replace(/(.{5})(.{5})/, '$1-$2');

/** A code as the verification page takes it: any case, since the lookup upper-cases it. */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
