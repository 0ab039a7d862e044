import { CartLineRow } from '../../features/cart/components/CartLineRow';
import { CouponsPanel } from '../../features/cart/components/CouponsPanel';
import { CheckoutPage } from '../../features/checkout/components/CheckoutPage';
import { StoreCartLineRow } from '../../features/store/components/StoreCartLineRow';

/** /checkout: the checkout page with the cart's line rows and coupon panel in its slots. */
export function CheckoutRoute() {
  return <CheckoutPage CartLineRow={CartLineRow} StoreLineRow={StoreCartLineRow} CouponsPanel={CouponsPanel} />;
}
