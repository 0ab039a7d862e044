import type { MailService } from '../mail/mail.service.js';
import type { ShownStoreItem, StoreRepository } from './store.repository.js';

/** Administrators learn that a store item awaits them, as they do of a beat (issue 34). */
export function createStoreApprovals(deps: { repo: StoreRepository; mail: MailService; publicUrl: string }) {
  const { repo, mail, publicUrl } = deps;
  return {
    async requested(item: ShownStoreItem): Promise<void> {
      const [admins, n] = await Promise.all([repo.administrators(), repo.awaitingCount()]);
      const values = {
        title: item.title,
        producer: item.sellerName,
        count: String(n),
        link: `${publicUrl}/store-item/${item.id}`,
      };
      for (const admin of admins)
        await mail.sendTemplate(admin.email, 'store-item-awaiting-approval', { ...values, name: admin.firstName });
    },
  };
}
export type StoreApprovals = ReturnType<typeof createStoreApprovals>;
