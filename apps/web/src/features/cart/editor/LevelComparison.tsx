import { LICENSE_LEVELS, levelName, licenseTerms } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Price } from '../../../components/Price';
import type { LicenseDefinition } from '../api/types';

/**
 * The licence picker's comparison table (spec §2/§5): one column per level of the chosen type, its
 * specifications in plain sentences, 'Popular' on the standard level. Works as a radio group.
 */
export function LevelComparison({
  licenses,
  selectedId,
  onSelect,
}: {
  licenses: LicenseDefinition[];
  selectedId: number;
  onSelect(id: number): void;
}) {
  const levels = [...licenses].sort((a, b) => LICENSE_LEVELS.indexOf(a.level) - LICENSE_LEVELS.indexOf(b.level));
  return (
    <div
      role="radiogroup"
      aria-label="Licence level"
      className={clsx('grid gap-3', levels.length > 1 && 'sm:grid-cols-2', levels.length > 2 && 'lg:grid-cols-3')}
    >
      {levels.map((l) => {
        const selected = l.id === selectedId;
        const name = levelName(l.type, l.level);
        return (
          <button
            key={l.id}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={`${name}: ${l.name}`}
            onClick={() => onSelect(l.id)}
            className={clsx(
              'relative flex flex-col gap-3 rounded-2xl p-4 text-left ring-1 transition',
              selected ? 'bg-accent-500/10 ring-2 ring-accent-400' : 'bg-zinc-950/50 ring-white/10 hover:ring-white/25',
            )}
          >
            {l.level === 'standard' && (
              <span className="absolute -top-2.5 right-3 rounded-full bg-amber-400 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-zinc-950">
                Popular
              </span>
            )}
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-accent-300">{name}</p>
                <p className="font-semibold text-white">{l.name}</p>
              </div>
              <span
                className={clsx(
                  'grid size-5 shrink-0 place-items-center rounded-full ring-1',
                  selected ? 'bg-accent-500 ring-accent-400' : 'ring-white/30',
                )}
                aria-hidden
              >
                {selected && <Check className="size-3.5 text-white" />}
              </span>
            </div>
            <Price cents={l.price} className="text-2xl" />
            <ul className="space-y-1 text-sm text-zinc-300">
              {licenseTerms(l.specifications).map((t) => (
                <li key={t} className="flex gap-2">
                  <Check className="mt-0.5 size-3.5 shrink-0 text-emerald-400" aria-hidden />
                  {t}
                </li>
              ))}
            </ul>
          </button>
        );
      })}
    </div>
  );
}
