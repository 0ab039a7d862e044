import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The application server's key pair of RFC 8292 (VAPID), base64url as web-push and browsers take it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const bytesOf = (s: string) => (/^[A-Za-z0-9_-]+$/.test(s) ? Buffer.from(s, 'base64url') : Buffer.alloc(0));
/** An uncompressed P-256 point (65 bytes, 0x04 first). */
export const isVapidPublicKey = (s: string) => {
  const b = bytesOf(s);
  return b.length === 65 && b[0] === 4;
};
export const isVapidPrivateKey = (s: string) => bytesOf(s).length === 32;

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private scalar with leading zero bytes comes back short; web-push wants all 32.
  const priv = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - priv.length), priv]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}

/**
 * Outside production the keys are generated once into DATA_DIR (like the app secret): browsers'
 * subscriptions are bound to the public key, so it must survive restarts (decision 0046).
 */
export function localVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    try {
      const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
      if (isVapidPublicKey(keys.publicKey) && isVapidPrivateKey(keys.privateKey)) return keys;
    } catch {
      // Unreadable: made again below (the browsers then subscribe again with the new key).
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  // Written aside and renamed: a process starting at the same moment never reads half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(keys), { mode: 0o600 });
  renameSync(tmp, file);
  return keys;
}
