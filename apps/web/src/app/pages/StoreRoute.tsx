import { EditableContent } from '../../features/content/components/EditableContent';
import { StorePage } from '../../features/store/components/StorePage';

/**
 * `/store` and `/page/store`: the listing, then the store's own text (edited in place by administrators,
 * with its premium-membership link), which was the whole page before the store sold anything (issue 34).
 */
export function StoreRoute() {
  return <StorePage about={<EditableContent id="store" fallbackTitle="Store" variant="intro" />} />;
}
