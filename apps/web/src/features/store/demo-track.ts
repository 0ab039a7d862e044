import type { StoreItemData } from '@beatmarket/shared';
import type { DemoTrack } from '../../lib/track';

/** A store item as the footer player plays it (decision 0099). */
export const demoTrack = (item: StoreItemData): DemoTrack => ({
  demo_of: 'store_item',
  id: item.id,
  slug: item.slug,
  title: item.title,
  seller_name: item.seller_name,
  image_url: item.image_url,
  demo_url: item.demo_url,
  waveform_url: item.demo_waveform_url,
  duration: item.demo_duration,
});
