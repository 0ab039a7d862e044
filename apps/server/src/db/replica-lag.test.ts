import { describe, expect, it } from 'vitest';
import { LagEstimator, parseLsn } from './replica-lag.js';

describe('replica lag from WAL positions (decision 0087)', () => {
  it('reads a WAL position as one number', () => {
    expect(parseLsn('0/3000148')).toBe(0x3000148n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('nonsense')).toThrow();
  });

  it('is the age of the newest primary position the replica has replayed', () => {
    const lag = new LagEstimator(60_000);
    lag.primaryAt(1000, 100n);
    lag.primaryAt(1200, 150n);
    lag.primaryAt(1400, 300n);
    expect(lag.lagMs(1450, 300n)).toBe(50);
    expect(lag.lagMs(1450, 299n)).toBe(250);
    expect(lag.lagMs(1450, 100n)).toBe(450);
    expect(lag.lagMs(1450, 99n)).toBe(Number.POSITIVE_INFINITY);
  });

  it('says an idle primary’s replica is current, however long ago the last write was', () => {
    const lag = new LagEstimator(60_000);
    for (let at = 0; at <= 600_000; at += 200) lag.primaryAt(at, 500n);
    expect(lag.lagMs(600_010, 500n)).toBe(10);
  });

  it('keeps a bounded history, one sample beyond the window', () => {
    const lag = new LagEstimator(1000);
    for (let at = 0; at <= 10_000; at += 100) lag.primaryAt(at, BigInt(at));
    // A replica stuck at the start: older than every sample kept, so unusable.
    expect(lag.lagMs(10_000, 0n)).toBe(Number.POSITIVE_INFINITY);
    expect(lag.lagMs(10_000, 9000n)).toBe(1000);
  });
});
