import { describe, expect, it } from 'vitest';
import { createPollingWorker } from './polling-worker.js';

const silent = { error: () => {} };
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};

describe('createPollingWorker', () => {
  it('drains due work, then picks up work queued later at the next poll', async () => {
    const queue = [1, 2, 3];
    const done: number[] = [];
    const worker = createPollingWorker({
      name: 'test',
      log: silent,
      pollMs: 10,
      runOne: async () => {
        const item = queue.shift();
        if (item === undefined) return false;
        done.push(item);
        return true;
      },
    });
    worker.start();
    await until(() => done.length === 3);
    queue.push(4);
    await until(() => done.length === 4);
    await worker.stop();
    queue.push(5);
    await new Promise((r) => setTimeout(r, 40));
    expect(done).toEqual([1, 2, 3, 4]);
  });

  it('runs `concurrency` lanes side by side and stop() waits for the work in hand', async () => {
    let active = 0;
    let peak = 0;
    let left = 6;
    const worker = createPollingWorker({
      name: 'test',
      log: silent,
      pollMs: 1000,
      concurrency: 3,
      runOne: async () => {
        if (left <= 0) return false;
        left--;
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 20));
        active--;
        return true;
      },
    });
    worker.start();
    await until(() => active > 0);
    await worker.stop();
    expect(active).toBe(0);
    expect(peak).toBe(3);
  });

  it('logs a failing run and keeps polling; nudge() runs at once', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const worker = createPollingWorker({
      name: 'test',
      log: { error: (obj) => errors.push(obj) },
      pollMs: 60_000,
      runOne: async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
        return false;
      },
    });
    worker.start();
    await until(() => errors.length === 1);
    worker.nudge();
    await until(() => calls === 2);
    await worker.stop();
    expect(await worker.drain()).toBe(0);
  });
});
