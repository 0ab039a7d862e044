import { describe, expect, it } from 'vitest';
import { inPool } from './pool.js';

describe('inPool', () => {
  it('runs at most `size` tasks at once, starts them in order, and a failure stops no other task', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const done: number[] = [];
    const failures = await inPool([30, 5, 20, 5, 10, 1], 2, async (ms, i) => {
      started.push(i);
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      if (i === 3) throw new Error('broken master');
      done.push(i);
    });
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(done.sort()).toEqual([0, 1, 2, 4, 5]);
    expect(failures).toEqual([{ item: 5, error: new Error('broken master') }]);
  });

  it('uses one worker per item when there are fewer items than the size', async () => {
    let peak = 0;
    let running = 0;
    await inPool([1, 1], 8, async () => {
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    });
    expect(peak).toBe(2);
  });
});
