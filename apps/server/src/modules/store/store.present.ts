import { ownsStoreItem, type StoreItemView } from '@beatmarket/shared';
import type { EntityContext } from '../entities/entity.types.js';
import type { ShownStoreItem } from './store.repository.js';

/** Spec-style view of a store item; the ZIP's name and size only for its seller and administrators. */
export function presentStoreItem(s: ShownStoreItem, ctx: EntityContext): StoreItemView {
  const own = ownsStoreItem(ctx.user, { producer_id: s.producerId });
  return {
    id: s.id,
    slug: s.slug,
    kind: s.kind,
    title: s.title,
    description: s.description,
    price: s.price,
    terms: s.terms,
    image_url: s.imageUrl,
    producer_id: s.producerId,
    seller_name: s.sellerName,
    status: s.status,
    zip_name: own ? s.zipName : null,
    zip_size: own ? s.zipSize : null,
    demo_url: s.demoUrl,
    demo_waveform_url: s.demoWaveformUrl,
    demo_duration: s.demoDurationMs === null ? null : s.demoDurationMs / 1000,
    demo_state: s.demoState,
    demo_error: own ? s.demoError : null,
    reject_reason: own ? s.rejectReason : '',
    published_at: s.publishedAt,
    updated_at: s.updatedAt,
    deleted_at: s.deletedAt,
  };
}
