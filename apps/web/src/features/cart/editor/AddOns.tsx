import { bundleAllowed, trackoutsAllowed } from '@beatmarket/shared';
import { Price } from '../../../components/Price';
import type { LicenseDefinition } from '../api/types';

interface Props {
  main: LicenseDefinition;
  licenses: LicenseDefinition[];
  trackoutsId: number | null;
  bundleId: number | null;
  /** Decision 0077: the beat has a stored trackouts file; without one the add-on is not offered. */
  trackoutsAvailable?: boolean;
  onChange(patch: { trackouts_id?: number | null; bundle_license_id?: number | null }): void;
}

/** Spec §5: trackouts unless the licence is exclusive; a bundle only where the bundle rules allow it. */
export function AddOns({ main, licenses, trackoutsId, bundleId, trackoutsAvailable = false, onChange }: Props) {
  const trackouts = trackoutsAvailable && trackoutsAllowed(main) ? licenses.filter((l) => l.type === 'addon') : [];
  const bundles = licenses.filter((l) => bundleAllowed(main, l));
  if (!trackouts.length && !bundles.length) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-white">Add-ons</legend>
      {trackouts.map((t) => (
        <label
          key={t.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl bg-zinc-950/50 p-3 ring-1 ring-white/10 hover:ring-white/20"
        >
          <input
            type="checkbox"
            checked={trackoutsId === t.id}
            onChange={(e) => onChange({ trackouts_id: e.target.checked ? t.id : null })}
            className="mt-1 accent-accent-500"
          />
          <span className="flex-1">
            <span className="block text-sm font-medium text-white">{t.name}</span>
            <span className="block text-xs text-zinc-400">{t.description}</span>
          </span>
          <span className="text-sm">
            +<Price cents={t.price} className="text-sm" />
          </span>
        </label>
      ))}
      {bundles.map((b) => (
        <label
          key={b.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl bg-zinc-950/50 p-3 ring-1 ring-white/10 hover:ring-white/20"
        >
          <input
            type="checkbox"
            checked={bundleId === b.id}
            onChange={(e) => onChange({ bundle_license_id: e.target.checked ? b.id : null })}
            className="mt-1 accent-accent-500"
          />
          <span className="flex-1">
            <span className="block text-sm font-medium text-white">{b.bundled_name || `${b.name} bundle`}</span>
            <span className="block text-xs text-zinc-400">{b.bundled_description || b.description}</span>
          </span>
          <span className="text-sm">
            +<Price cents={b.bundle_price ?? 0} className="text-sm" />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
