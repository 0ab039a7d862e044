import { clsx } from 'clsx';
import { Check } from 'lucide-react';

/** What a plan grants, a checked sentence a line: in full on the subscribe page, compact on a plan card. */
export function PlanGrants({ grants, label, compact }: { grants: string[]; label: string; compact?: boolean }) {
  return (
    <ul
      className={clsx('grid', compact ? 'gap-1.5 text-sm text-zinc-300' : 'mt-6 gap-3 text-zinc-200')}
      aria-label={label}
    >
      {grants.map((g) => (
        <li key={g} className={clsx('flex', compact ? 'gap-2' : 'gap-3')}>
          <Check className={clsx('mt-0.5 shrink-0 text-emerald-400', compact ? 'size-4' : 'size-5')} aria-hidden />
          <span>{g}</span>
        </li>
      ))}
    </ul>
  );
}
