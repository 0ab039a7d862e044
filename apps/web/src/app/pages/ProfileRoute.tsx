import { FavoriteBeats } from '../../features/catalog/components/FavoriteBeats';
import { PurchasesList } from '../../features/orders/components/PurchasesList';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { MembershipsList } from '../../features/subscriptions/components/MembershipsList';

/** /profile: the profile page with the catalog's favorites, the orders' purchases and the memberships in its tabs. */
export function ProfileRoute() {
  return <ProfilePage favorites={<FavoriteBeats />} purchases={<PurchasesList />} memberships={<MembershipsList />} />;
}
