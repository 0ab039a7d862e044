import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { generateVapidKeys, isVapidPrivateKey, isVapidPublicKey } from './vapid-keys.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bm-vapid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SECRET = 'x'.repeat(40);

describe('VAPID keys (config)', () => {
  it('are generated into DATA_DIR on the first start and the same ones read back after', () => {
    const first = loadConfig({ DATA_DIR: dir, APP_SECRET: SECRET }).push!;
    expect(isVapidPublicKey(first.publicKey)).toBe(true);
    expect(isVapidPrivateKey(first.privateKey)).toBe(true);
    expect(first.subject).toBe('mailto:hello@beatmarket.test');
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: SECRET }).push).toEqual(first);
  });

  it('come from the environment when given, as a pair of P-256 keys', () => {
    const keys = generateVapidKeys();
    const env = { DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(loadConfig({ ...env, VAPID_SUBJECT: 'https://beats.example' }).push).toEqual({
      ...keys,
      subject: 'https://beats.example',
    });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/go together/);
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'http://beats.example' })).toThrow(ConfigError);
  });

  it('are off in production unless given (several servers must share one pair)', () => {
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', APP_SECRET: SECRET }).push).toBeNull();
  });
});
