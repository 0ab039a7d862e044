import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP: 19 MiB, t=2, p=1).
export const hashPassword = (password: string) => hash(password);

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
