import { INTEL_PRESET_DAYS, intelRangeParams } from '@beatmarket/shared';
import { addDays } from '../../components/inputs/calendar-dates';

/** The range presets, in days ending today (UTC, the reports' days): the server precomputes exactly these. */
export const PRESETS = INTEL_PRESET_DAYS;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 30;

export interface IntelRange {
  preset: Preset | 'custom';
  from: string;
  to: string;
}

/** Today as the reports count days: UTC. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export const presetRange = (days: Preset, today = utcToday()): IntelRange => ({
  preset: days,
  from: addDays(today, -(days - 1)),
  to: today,
});

/**
 * The range an address asks for: `range=7|30|90`, or `range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`.
 * Anything else (a hand-edited address, a reversed or too long range) falls back to the last 30 days.
 */
export function readRange(range: string | null, from: string | null, to: string | null, today = utcToday()) {
  // The reports' own rules (real days, from ≤ to, at most INTEL_MAX_DAYS), as the server checks them.
  if (range === 'custom' && from && to && intelRangeParams.safeParse({ from, to }).success)
    return { preset: 'custom', from, to } satisfies IntelRange;
  const days = PRESETS.find((p) => String(p) === range) ?? DEFAULT_PRESET;
  return presetRange(days, today);
}

/** Days from `from` to `to`, both included. */
export const daysIn = (r: { from: string; to: string }) =>
  Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000) + 1;
