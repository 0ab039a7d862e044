import { PayForm } from '../../features/checkout/components/CheckoutPanel';
import { SubscriptionPage } from '../../features/subscriptions/components/SubscriptionPage';

/** /subscription/{id}: the membership, with checkout's card form for a new card. */
export function SubscriptionRoute() {
  return <SubscriptionPage PayForm={PayForm} />;
}
