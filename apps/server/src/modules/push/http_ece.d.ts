// http_ece ships no types; the push tests use its decrypt (RFC 8188 / RFC 8291) only.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm' | 'aesgcm'; privateKey: ECDH; authSecret: string; dh?: string; salt?: string },
  ): Buffer;
}
