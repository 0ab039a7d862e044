import { formatCents, type UpgradeOptionView } from '@beatmarket/shared';
import { ArrowUpCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { useProfile } from '../../../lib/auth/use-profile';
import { useHeldLicences, useUpgrade } from '../api/use-upgrades';

/** A higher licence, or the same one with the trackouts it lacks ("trackouts added later"). */
const optionLabel = (o: UpgradeOptionView) => (o.trackouts_id === null ? `Upgrade to ${o.name}` : 'Add trackouts');

/**
 * "Upgrade" (decision 0095): the buyer's licence of a beat and the higher ones it can become, each at the
 * price less what was paid; the choice goes in the cart as an upgrade line. Draws nothing when there is
 * nothing to upgrade. `itemId`: one order line's licence only (the order page).
 */
export default function UpgradeOffer({
  beatId,
  itemId,
  onUpgraded,
}: {
  beatId: number;
  itemId?: number;
  /** After the line is in the cart; by default the cart opens. */
  onUpgraded?: () => void;
}) {
  const profile = useProfile();
  const held = useHeldLicences(beatId, !!profile.data);
  const upgrade = useUpgrade();
  const navigate = useNavigate();
  const lines = (held.data ?? []).filter((h) => (itemId === undefined || h.item_id === itemId) && h.options.length);
  if (!lines.length) return null;
  return (
    <div className="flex flex-col gap-3">
      {lines.map((h) => (
        <section
          key={h.item_id}
          aria-label={`Upgrade your ${h.license}`}
          className="rounded-2xl bg-accent-500/10 p-4 ring-1 ring-accent-400/30"
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-white">
            <ArrowUpCircle className="size-4 text-accent-300" aria-hidden />
            Upgrade your {h.license}
          </p>
          <p className="mt-1 text-xs text-zinc-300">
            The {formatCents(h.paid)} you paid counts toward a higher licence: you pay only the difference.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {h.options.map((o) => (
              <Button
                key={`${o.license_id}-${o.trackouts_id}`}
                size="sm"
                variant="secondary"
                busy={
                  upgrade.isPending &&
                  upgrade.variables?.itemId === h.item_id &&
                  upgrade.variables.license_id === o.license_id &&
                  upgrade.variables.trackouts_id === o.trackouts_id
                }
                onClick={() =>
                  upgrade.mutate(
                    { itemId: h.item_id, license_id: o.license_id, trackouts_id: o.trackouts_id },
                    { onSuccess: () => (onUpgraded ? onUpgraded() : void navigate('/checkout')) },
                  )
                }
                aria-label={`${optionLabel(o)} for ${formatCents(o.to_pay)}`}
              >
                {optionLabel(o)} · {formatCents(o.to_pay)}
              </Button>
            ))}
          </div>
          {upgrade.error && upgrade.variables?.itemId === h.item_id && (
            <p role="alert" className="mt-2 text-sm text-red-300">
              {upgrade.error.message}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
