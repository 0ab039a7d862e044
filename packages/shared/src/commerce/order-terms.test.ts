import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_PATTERN, verificationCode } from './order-terms.js';

describe('licence verification codes', () => {
  it('are two groups of five from an alphabet without 0/O or 1/I, and the verification page takes them', () => {
    const code = verificationCode((size) => Uint8Array.from({ length: size }, (_, i) => i * 29));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(code).toMatch(VERIFICATION_CODE_PATTERN);
    expect(code.toLowerCase()).toMatch(VERIFICATION_CODE_PATTERN);
  });
});
