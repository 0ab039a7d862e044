import { PayForm } from '../../features/checkout/components/CheckoutPanel';
import { SubscribePage } from '../../features/subscriptions/components/SubscribePage';

/** /subscribe/{id}: the plan with checkout's address and card form in its slot. */
export function SubscribeRoute() {
  return <SubscribePage PayForm={PayForm} />;
}
