import { isPickable, licenseForType, lineTotal, type LicenseType } from '@beatmarket/shared';
import { CirclePlay, Info, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Price } from '../../../components/Price';
import { LicensingInfoDialog } from '../../../components/LicensingInfoDialog';
import type { LicenseDefinition, LicenseEdit } from '../api/types';
import { AddOns } from './AddOns';
import { LevelComparison } from './LevelComparison';
import { FeatureAgreement, LicenseTypeTabs, useAgreementRead } from './MainPanelParts';

interface Props {
  edit: LicenseEdit;
  licenses: LicenseDefinition[];
  onChange(edit: LicenseEdit): void;
  onAdd(): void;
  adding: boolean;
  onHelp: (() => void) | null;
}

/** Spec §4 main panel: type filter, level comparison, add-ons, the line's price, add to cart. */
export function MainPanel({ edit, licenses, onChange, onAdd, adding, onHelp }: Props) {
  const feature = edit.beat.family === 'feature';
  const { read: agreementRead, agreement, checkRead } = useAgreementRead(feature);
  const [info, setInfo] = useState(false);
  // Inner-circle licences come only through a membership (its own option above the picker), never at a price.
  const types = [
    ...new Set(licenses.filter((l) => isPickable(l.type) && l.type !== 'inner_circle').map((l) => l.type)),
  ];
  const main = licenses.find((l) => l.id === edit.license_id);
  if (!main) return null;
  const ofType = licenses.filter((l) => l.type === edit.type);
  const trackouts = licenses.find((l) => l.id === edit.trackouts_id);
  const bundle = licenses.find((l) => l.id === edit.bundle_license_id);
  // Display only: the server prices the line again when it is added.
  const total = lineTotal({
    license: feature ? null : main.price,
    beat: edit.beat.price,
    trackouts: trackouts?.price ?? null,
    bundle: bundle?.bundle_price ?? null,
  });

  const pickType = (type: LicenseType) => {
    const next = licenseForType(licenses, type, main.level);
    if (next)
      onChange({
        ...edit,
        type,
        license_id: next.id,
        trackouts_id: type === 'exclusive' ? null : edit.trackouts_id,
        bundle_license_id: null,
      });
  };

  return (
    <div className="flex flex-col gap-5">
      {!feature && types.length > 1 && <LicenseTypeTabs types={types} selected={edit.type} onPick={pickType} />}
      {feature ? (
        <FeatureAgreement license={main} agreement={agreement} checkRead={checkRead} />
      ) : (
        <LevelComparison
          licenses={ofType}
          selectedId={main.id}
          onSelect={(id) => onChange({ ...edit, license_id: id, bundle_license_id: null })}
        />
      )}
      {!feature && (
        <AddOns
          main={main}
          licenses={licenses}
          trackoutsId={edit.trackouts_id}
          trackoutsAvailable={edit.beat.trackouts_available === true}
          bundleId={edit.bundle_license_id}
          onChange={(patch) => onChange({ ...edit, ...patch })}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/10 pt-4">
        <p className="text-sm text-zinc-300">
          Line total <Price cents={total} className="ml-1 text-xl" />
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" onClick={() => setInfo(true)}>
            <Info className="size-4" aria-hidden />
            Licensing information
          </Button>
          {onHelp && (
            <Button variant="ghost" onClick={onHelp}>
              <CirclePlay className="size-4" aria-hidden />
              How licences work
            </Button>
          )}
          <Button onClick={onAdd} busy={adding} disabled={feature && !agreementRead}>
            <ShoppingCart className="size-4" aria-hidden />
            Add to cart
          </Button>
        </div>
      </div>
      {info && <LicensingInfoDialog mode={1} onClose={() => setInfo(false)} />}
    </div>
  );
}
