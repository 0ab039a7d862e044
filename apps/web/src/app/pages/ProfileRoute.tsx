import { FavoriteBeats } from '../../features/catalog/components/FavoriteBeats';
import { PurchasesList } from '../../features/orders/components/PurchasesList';
import { ProfilePage } from '../../features/profile/ProfilePage';

/** /profile: the profile page with the catalog's favorites and the orders' purchases in its tabs. */
export function ProfileRoute() {
  return <ProfilePage favorites={<FavoriteBeats />} purchases={<PurchasesList />} />;
}
