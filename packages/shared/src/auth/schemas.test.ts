import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePassword, encodePassword, loginSchema, passwordResetSchema, signupSchema } from './schemas.js';

describe('auth schemas', () => {
  it('requires every signup field and names each failing field', () => {
    const r = signupSchema.safeParse({});
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['email', 'first_name', 'last_name', 'password', 'recaptcha']);
  });

  it('defaults news to true, trims names and lower-cases the email', () => {
    const r = signupSchema.parse({
      first_name: ' Ann ',
      last_name: 'Lee',
      email: ' Ann@X.io ',
      password: 'abcdefgh',
      recaptcha: 't',
    });
    expect(r).toMatchObject({ first_name: 'Ann', email: 'ann@x.io', news: true });
  });

  it('rejects blank names, bad emails and short passwords', () => {
    const r = signupSchema.safeParse({
      first_name: '  ',
      last_name: 'x',
      email: 'nope',
      password: 'short',
      recaptcha: 't',
    });
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'first_name', 'password']);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });

  it('checks the reset confirmation', () => {
    const base = { token: 't', email: 'a@b.co', password: 'abcdefgh' };
    expect(passwordResetSchema.safeParse({ ...base, password_confirmation: 'abcdefgh' }).success).toBe(true);
    expect(passwordResetSchema.safeParse({ ...base, password_confirmation: 'abcdefgX' }).success).toBe(false);
  });

  it('URL-encodes passwords so that any password round-trips', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (p) => decodePassword(encodePassword(p)) === p));
    expect(decodePassword('%E0%A4%A')).toBeNull();
  });
});
