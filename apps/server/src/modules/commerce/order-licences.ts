import { isDelivered, licenceState, type LicenseCheckView } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import { licensePdf } from './license-pdf.js';
import type { OrderAccess } from './order-access.js';
import type { OrdersRepository } from './orders.repository.js';
import { lineRevoked } from './refund-mail.js';

const HOUSE_NAME = 'Beatmarket';

/** The licences an order's lines carry: their PDFs, and the public check of their verification codes. */
export function createOrderLicences(deps: { orders: OrdersRepository; publicUrl: string; load: OrderAccess['load'] }) {
  const { orders } = deps;
  const verifyUrl = (code: string) => `${deps.publicUrl}/verify/${code}`;
  /** Decision 0095: the licence a line upgraded, and the cents credited for it. */
  const upgradeOf = async (item: { upgradesItemId: number | null; upgradeCredit: number }) => {
    const from = item.upgradesItemId === null ? null : await orders.upgrades.ref(item.upgradesItemId);
    return from ? { ...from, credit: item.upgradeCredit } : null;
  };
  return {
    async pdf(ctx: EntityContext, orderId: number, itemId: number) {
      const { order, items, buyer } = await deps.load(ctx, orderId);
      const item = items.find((i) => i.id === itemId);
      if (!item || !isDelivered(order.status) || lineRevoked(item)) throw new AppError('record_not_found');
      // A house-owned store item's licence is granted by the house (decision 0085).
      const producer =
        item.producerId === null ? HOUSE_NAME : (await orders.names([item.producerId])).get(item.producerId)!;
      const body = await licensePdf({
        buyerName: buyer.name,
        beatTitle: item.beatTitle,
        producerName: producer,
        terms: item.terms,
        date: order.paidAt ?? order.createdAt,
        orderId,
        verificationCode: item.verificationCode,
        verifyUrl: verifyUrl(item.verificationCode),
        trackoutsStatus: item.trackoutsStatus,
        channels: item.youtubeChannels,
        upgradeOf: await upgradeOf(item),
      });
      return { body, filename: `licence-${item.verificationCode}.pdf` };
    },

    /** The public check of a licence code: genuine while its order stands (a refund revokes it). */
    async verify(code: string): Promise<LicenseCheckView> {
      const row = await orders.itemByCode(code.toUpperCase());
      if (!row) throw new AppError('record_not_found', { message: 'No licence carries this code.' });
      // A line refunded whole is revoked even while the rest of its order stands.
      const genuine = isDelivered(row.status) && !lineRevoked(row.item);
      const superseder = await orders.upgrades.supersededBy(row.item.id);
      return {
        code: row.item.verificationCode,
        genuine,
        state: licenceState(row.status, genuine),
        channels: row.item.youtubeChannels,
        superseded_by: superseder === null ? null : await orders.upgrades.ref(superseder),
        upgrade_of: row.item.upgradesItemId === null ? null : await orders.upgrades.ref(row.item.upgradesItemId),
        status: row.status,
        beat_title: row.item.beatTitle,
        license: row.item.terms.name,
        licensee: `${row.buyerFirst} ${row.buyerLast.slice(0, 1)}.`.trim(),
        issued_at: row.item.createdAt,
      };
    },
  };
}
