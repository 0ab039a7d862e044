import { lazy, Suspense } from 'react';
import { useProfile } from '../../../lib/auth/use-profile';

const UpgradeOffer = lazy(() => import('./UpgradeOffer'));

/**
 * "Upgrade" a licence the signed-in buyer holds (slot LicenceUpgrade, decision 0095): a visitor holds
 * none, so their beat page never loads its code (issue 33).
 */
export function LicenceUpgradeSlot(props: { beatId: number; itemId?: number }) {
  const me = useProfile().data;
  if (!me) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeOffer {...props} />
    </Suspense>
  );
}
