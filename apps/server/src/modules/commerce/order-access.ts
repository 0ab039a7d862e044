import { grantedFiles, isAdmin, type LicenseType, type LineTerms } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { DownloadsService } from '../media/downloads.service.js';
import type { OrdersRepository } from './orders.repository.js';

/** An order as the one asking may see it, and the files its lines grant. */
export function createOrderAccess(deps: { orders: OrdersRepository; downloads: DownloadsService }) {
  const { orders } = deps;

  async function load(ctx: EntityContext, orderId: number) {
    if (!ctx.user) throw new AppError('unauthenticated');
    const found = await orders.get(orderId);
    // Another buyer's order does not exist, as far as they can tell.
    if (!found || (found.order.userId !== ctx.user.id && !isAdmin(ctx.user.role)))
      throw new AppError('record_not_found');
    return found;
  }

  /** The files a line grants: trackouts only once they are there (decision 0074). */
  async function files(
    userId: number,
    item: {
      beatId: number | null;
      storeItemId: number | null;
      trackoutsId: number | null;
      trackoutsStatus: string | null;
      terms: LineTerms;
    },
  ) {
    // A store item's line grants its one ZIP, by the same signed link bound to the buyer (decision 0085).
    if (item.storeItemId !== null) {
      const zip = await orders.storeZip(item.storeItemId);
      return zip ? [deps.downloads.privateFile(userId, 'zip', zip)] : [];
    }
    if (item.beatId === null) return [];
    const t = item.terms;
    const trackouts = item.trackoutsId !== null && (item.trackoutsStatus ?? 'delivered') === 'delivered';
    return deps.downloads.licensedFiles(
      userId,
      item.beatId,
      grantedFiles(t.specifications, { trackouts, type: t.type as LicenseType }),
    );
  }

  return { load, files };
}
export type OrderAccess = ReturnType<typeof createOrderAccess>;
