import { LICENSE_TYPE_LABEL, licenseTerms, type LicenseType } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LicenseDefinition } from '../api/types';

interface TabsProps {
  types: LicenseType[];
  selected: LicenseType;
  onPick(type: LicenseType): void;
}

/** The licence types the beat is offered under, one tab each. */
export function LicenseTypeTabs({ types, selected, onPick }: TabsProps) {
  return (
    <div role="tablist" aria-label="Licence type" className="flex flex-wrap gap-2">
      {types.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={selected === t}
          onClick={() => onPick(t)}
          className={clsx(
            'rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition',
            selected === t
              ? 'bg-white text-zinc-950 ring-white'
              : 'text-zinc-300 ring-white/15 hover:text-white hover:ring-white/30',
          )}
        >
          {LICENSE_TYPE_LABEL[t]}
        </button>
      ))}
    </div>
  );
}

/** Whether the feature agreement has been scrolled to its end, which a feature needs before it can be added. */
export function useAgreementRead(feature: boolean) {
  const [read, setRead] = useState(false);
  const agreement = useRef<HTMLDivElement>(null);
  const checkRead = () => {
    const el = agreement.current;
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - 4) setRead(true);
  };
  // An agreement short enough to show whole counts as read.
  useEffect(checkRead, [feature]);
  return { read, agreement, checkRead };
}

interface AgreementProps {
  license: LicenseDefinition;
  agreement: RefObject<HTMLDivElement | null>;
  checkRead(): void;
}

/** A feature's agreement and terms, in a box to scroll through. */
export function FeatureAgreement({ license, agreement, checkRead }: AgreementProps) {
  return (
    <div>
      <p className="mb-2 text-sm font-semibold text-white">Feature agreement: read it to the end to continue</p>
      <div
        ref={agreement}
        tabIndex={0}
        onScroll={checkRead}
        aria-label="Feature agreement"
        className="max-h-40 overflow-y-auto rounded-xl bg-zinc-950/60 p-4 text-sm leading-relaxed text-zinc-300 ring-1 ring-white/10"
      >
        <p className="font-semibold text-white">{license.name}</p>
        <p className="mt-2">{license.description}</p>
        <ul className="mt-2 list-disc pl-5">
          {licenseTerms(license.specifications).map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <p className="mt-2">
          The feature is recorded for you by the artist at the listed price. You may use it in one song under the terms
          above; the artist keeps the right to be credited as featured.
        </p>
        <p className="mt-2">
          Delivery: the files listed above, through your order page, as soon as the payment clears.
        </p>
      </div>
    </div>
  );
}
