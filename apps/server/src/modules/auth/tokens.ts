import { createHash, randomBytes } from 'node:crypto';

/** Random bearer tokens (sessions, resets, invitations); only their hashes are stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
