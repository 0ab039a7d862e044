import type { ServiceView, TestimonialView } from '@beatmarket/shared';
import type { ServiceRow, TestimonialRow } from './content.repository.js';

/** The views of spec §3 service and testimonial, for the back office and the public pages alike. */
export const presentService = (s: ServiceRow): ServiceView => ({
  id: s.id,
  name: s.name,
  description: s.description,
  price_from: s.priceFrom,
  turnaround: s.turnaround,
  fixed_price: s.fixedPrice,
  deposit_percent: s.depositPercent,
  revisions: s.revisions,
  delivery_days: s.deliveryDays,
  position: s.position,
  published: s.published,
  updated_at: s.updatedAt,
  deleted_at: s.deletedAt,
});
export const presentTestimonial = (t: TestimonialRow): TestimonialView => ({
  id: t.id,
  quote: t.quote,
  name: t.name,
  role: t.role,
  avatar_url: t.avatarUrl,
  published: t.published,
  position: t.position,
  updated_at: t.updatedAt,
  deleted_at: t.deletedAt,
});
