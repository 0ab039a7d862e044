import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { APP_SECRET: 'x'.repeat(32), DATA_DIR: '.tmp/config-test' };

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      port: 3000,
      env: 'development',
      databaseUrl: undefined,
      databasePoolSize: 10,
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(c.captcha.provider).toBe('altcha');
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ ...base, OAUTH_PROVIDERS: '{nope' })).toThrow(/OAUTH_PROVIDERS/);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: 'four' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ ...base, CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: base.DATA_DIR })).toThrow(/APP_SECRET/);
  });

  it('takes a read replica only beside a primary, with its lag bound (DATABASE_READ_URL)', () => {
    expect(loadConfig(base).databaseRead).toBeUndefined();
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://r/db' })).toThrow(/DATABASE_READ_URL/);
    const primary = { ...base, DATABASE_URL: 'postgres://p/db' };
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'http://r' })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadConfig({ ...primary, DATABASE_READ_MAX_LAG_MS: '10' })).toThrow(/DATABASE_READ_MAX_LAG_MS/);
    expect(loadConfig({ ...primary, DATABASE_READ_URL: 'postgres://r/db' }).databaseRead).toEqual({
      url: 'postgres://r/db',
      maxLagMs: 1000,
    });
  });

  it("takes the browsers' push services by default, and a list of hosts, *.domains or origins (PUSH_SERVICES)", () => {
    expect(loadConfig(base).pushServices).toEqual(expect.arrayContaining(['fcm.googleapis.com', '*.push.apple.com']));
    expect(loadConfig({ ...base, PUSH_SERVICES: ' push.example.com, http://127.0.0.1:4100 ' }).pushServices).toEqual([
      'push.example.com',
      'http://127.0.0.1:4100',
    ]);
    expect(() => loadConfig({ ...base, PUSH_SERVICES: 'fcm.googleapis.com/path' })).toThrow(/PUSH_SERVICES/);
    expect(() => loadConfig({ ...base, PUSH_SERVICES: 'ftp://x.example' })).toThrow(/PUSH_SERVICES/);
  });

  it('never seeds demo accounts in production unless asked, on either database', () => {
    const pglite = { ...base, NODE_ENV: 'production' };
    const postgres = { ...pglite, DATABASE_URL: 'postgres://db/beatmarket' };
    for (const prod of [pglite, postgres]) {
      expect(loadConfig(prod).seedDemo).toBe(false);
      expect(loadConfig({ ...prod, SEED_DEMO: '1' }).seedDemo).toBe(true);
      expect(loadConfig({ ...prod, SEED_DEMO: '0' }).seedDemo).toBe(false);
    }
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});
