import { isAdmin, type ChargebeePage } from '@beatmarket/shared';
import { ChargebeeError, type Chargebee } from '../../../adapters/billing-chargebee.js';
import { AppError } from '../../../core/errors.js';
import type { SessionUser } from '../../../core/session-user.js';
import type { BillingRepository } from './billing.repository.js';

export const NOT_CONFIGURED = 'Chargebee is not configured.';
/** Ids Beatmarket gives Chargebee, so each webhook finds its subscription (decision 0051). */
export const chargebeeSubscriptionId = (id: number) => `bm-sub-${id}`;
export const chargebeeCustomerId = (userId: number) => `bm-user-${userId}`;
/** The item price a plan is sold as in Chargebee: created there under this id. */
export const chargebeeItemPriceId = (subscribableId: number) => `beatmarket-plan-${subscribableId}`;

/** Chargebee's hosted checkout and portal pages, opened for the subscriber only. */
export function createChargebeePages(deps: {
  repo: Pick<BillingRepository, 'find'>;
  chargebee: Chargebee | null;
  publicUrl: string;
}) {
  const { repo, chargebee } = deps;

  /** The subscriber only: others who may see it are refused, the rest find nothing. */
  async function own(user: SessionUser | null, id: number) {
    if (!user) throw new AppError('unauthenticated');
    const row = await repo.find(id);
    if (!row || (row.userId !== user.id && !isAdmin(user.role))) throw new AppError('record_not_found');
    if (row.userId !== user.id)
      throw new AppError('forbidden', { message: 'Only the subscriber opens Chargebee pages.' });
    return row;
  }

  return async function page(user: SessionUser | null, id: number, which: ChargebeePage): Promise<string> {
    const s = await own(user, id);
    if (!chargebee) throw new AppError('conflict', { message: NOT_CONFIGURED });
    const redirectUrl = `${deps.publicUrl}/subscription/${s.id}`;
    try {
      if (which === 'portal') {
        if (s.provider !== 'chargebee')
          throw new AppError('conflict', { message: 'This subscription is not billed by Chargebee.' });
        return await chargebee.portalPage({ customerId: chargebeeCustomerId(s.userId), redirectUrl });
      }
      if (s.provider === 'chargebee' || s.status === 'ended')
        throw new AppError('conflict', { message: 'This subscription cannot be checked out again.' });
      return await chargebee.checkoutPage({
        subscriptionRef: chargebeeSubscriptionId(s.id),
        customerId: chargebeeCustomerId(s.userId),
        email: user!.email,
        firstName: user!.firstName,
        lastName: user!.lastName,
        itemPriceId: chargebeeItemPriceId(s.subscribableId),
        redirectUrl,
        // Our subscription started without a trial (one per account and plan): Chargebee must not give one.
        noTrial: s.trialEnd === null,
      });
    } catch (err) {
      if (err instanceof ChargebeeError)
        throw new AppError('conflict', { message: `Chargebee could not open the page: ${err.message}` });
      throw err;
    }
  };
}
