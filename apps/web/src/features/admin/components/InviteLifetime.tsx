import type { UseFormRegisterReturn } from 'react-hook-form';

const DAY = 86_400;
/** Lifetimes an administrator picks from; the schema allows 1 hour to 90 days, 7 days by default. */
export const LIFETIMES = [
  { seconds: DAY, label: '1 day' },
  { seconds: 7 * DAY, label: '7 days' },
  { seconds: 30 * DAY, label: '30 days' },
  { seconds: 90 * DAY, label: '90 days' },
] as const;
export const DEFAULT_LIFETIME = 7 * DAY;

/** How long an invitation link works (the invite's `expires_in`). */
export function InviteLifetime({ id, field, error }: { id: string; field: UseFormRegisterReturn; error?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        Link valid for
      </label>
      <select id={id} className="h-11 rounded-xl bg-zinc-900 px-3 ring-1 ring-inset ring-white/10" {...field}>
        {LIFETIMES.map((l) => (
          <option key={l.seconds} value={l.seconds}>
            {l.label}
          </option>
        ))}
      </select>
      {error && <p className="text-xs text-red-400">{error}</p>}
    </div>
  );
}
