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
