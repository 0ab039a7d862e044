import type { MailService } from '../mail/mail.service.js';
import type { ShownStoreItem, StoreRepository } from './store.repository.js';

/** Administrators learn that a store item awaits them, as they do of a beat (issue 34). */
export function createStoreApprovals(deps: { repo: StoreRepository; mail: MailService; publicUrl: string }) {
  const { repo, mail, publicUrl } = deps;
  return {
    async requested(item: ShownStoreItem): Promise<void> {
      await mail.toAdministrators('store-item-awaiting-approval', {
        title: item.title,
        producer: item.sellerName,
        count: String(await repo.awaitingCount()),
        link: `${publicUrl}/store-item/${item.id}`,
      });
    },
  };
}
export type StoreApprovals = ReturnType<typeof createStoreApprovals>;
