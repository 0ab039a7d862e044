/**
 * The filter keys (beats.filter_keys) that tile a tempo range exactly: whole hundreds ('bpm:1xx'),
 * then whole tens ('bpm:14x'), then single tempos ('bpm:140'). A beat matches the range when it holds
 * any of them, so no separate bpm condition (and no second index) is needed. At most about 45 keys.
 */
export function bpmKeys(min: number, max: number): string[] {
  const keys: string[] = [];
  let v = Math.max(0, min);
  while (v <= max) {
    if (v % 100 === 0 && v + 99 <= max) {
      keys.push(`bpm:${v / 100}xx`);
      v += 100;
    } else if (v % 10 === 0 && v + 9 <= max) {
      keys.push(`bpm:${v / 10}x`);
      v += 10;
    } else {
      keys.push(`bpm:${v}`);
      v += 1;
    }
  }
  return keys;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;
const EPOCH_2000 = Date.UTC(2000, 0, 1);

/** The publishing week of a date, as beats.filter_keys computes it: whole weeks since 2000-01-01 UTC. */
export const publishWeek = (at: Date) => Math.floor((at.getTime() - EPOCH_2000) / WEEK_MS);

/** The keys of every week from `from` to `to`, both included. */
export const weekKeys = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => `pub:${from + i}`);
