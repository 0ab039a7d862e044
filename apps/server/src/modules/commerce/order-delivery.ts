import type { MailService } from '../mail/mail.service.js';
import type { OrderAccess } from './order-access.js';
import { milestonesOf } from './order-milestones.repository.js';
import type { Tx } from './order-rows.repository.js';
import type { OrdersRepository } from './orders.repository.js';
import { receiptValues, type ReceiptLine } from './receipt-mail.js';

/**
 * A membership claim's delivery mail (issue 31), in place of the sale's receipt: nothing was paid, so
 * "Your payment of … has cleared" would be wrong. Given by the subscriptions module.
 */
export type ClaimMail = (
  tx: Tx,
  order: { id: number; subscriptionId: number },
  lines: ReceiptLine[],
) => Promise<unknown>;

/** A paid order's delivery: fulfilled, and its receipt (or a claim's mail) queued with it. */
export function createOrderDelivery(deps: {
  orders: OrdersRepository;
  mail: MailService;
  publicUrl: string;
  files: OrderAccess['files'];
  claimMail?: ClaimMail;
  /** Mails the service orders a captured milestone moved on, in the delivery's transaction. */
  onServicePaid?: (tx: Tx, serviceOrderIds: number[]) => Promise<unknown>;
}) {
  const { orders } = deps;
  /** The licence a line upgrades, as the receipt names it. */
  const upgradeRef = async (i: { upgradesItemId: number | null; upgradeCredit: number }) => {
    const old = i.upgradesItemId === null ? null : await orders.upgrades.ref(i.upgradesItemId);
    return old && { code: old.code, license: old.license, credit: i.upgradeCredit };
  };
  return {
    /**
     * Delivery once the money is captured: the order is fulfilled and the receipt is queued in the same
     * transaction, so a crash can neither deliver without a receipt nor send one twice.
     */
    /** Answers true only for the call that moved the order to fulfilled (beat intelligence counts the sale then). */
    async fulfil(orderId: number): Promise<boolean> {
      const found = (await orders.get(orderId))!;
      if (found.order.status !== 'paid') return false;
      const lines = await Promise.all(
        found.items.map(async (i) => ({
          title: i.beatTitle,
          license: i.terms.name,
          amount: i.amount,
          upgrade: await upgradeRef(i),
          files: (await deps.files(found.order.userId, i)).map((f) => ({
            name: f.name,
            href: `${deps.publicUrl}${f.href}`,
          })),
        })),
      );
      const receipt = receiptValues({
        name: found.buyer.name,
        orderId,
        total: found.order.total,
        orderUrl: `${deps.publicUrl}/order/${orderId}`,
        lines,
      });
      return orders.transaction(async (tx) => {
        // Decision 0077: the history does not say "Files delivered" while trackouts are awaited.
        const missing = found.items.some((i) => i.trackoutsStatus === 'missing');
        const note = missing
          ? 'Files delivered; trackouts pending (they follow when the file arrives)'
          : 'Files delivered';
        const moved = await orders.move(tx, orderId, 'paid', 'fulfilled', null, note);
        // Decision 0088: a captured milestone moves its service order on with the delivery, or not at all.
        if (moved) await deps.onServicePaid?.(tx, await orders.payMilestones(tx, milestonesOf(found.items)));
        const claim = found.order.subscriptionId;
        if (moved && claim !== null && deps.claimMail)
          await deps.claimMail(tx, { id: orderId, subscriptionId: claim }, lines);
        else if (moved) await deps.mail.sendTemplate(found.buyer.email, 'receipt', receipt, tx);
        return moved;
      });
    },
  };
}
