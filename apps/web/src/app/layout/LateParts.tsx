import LayoutPromotions from '../../features/promotions/layout/LayoutPromotions';
import { ScrollToTop } from './ScrollToTop';

/**
 * Layout parts that load after the app has started, in one chunk (decision 0054): the promotion banner and
 * ad, and the scroll-to-top control (hidden until the page has scrolled a screen, so nothing waits for it).
 * Moving the control here pays for the lazy import in the app's first script (the home page's 150 KB budget).
 */
export default function LateParts() {
  return (
    <>
      <LayoutPromotions />
      <ScrollToTop />
    </>
  );
}
