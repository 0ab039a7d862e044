import type { MailService } from '../mail/mail.service.js';
import type { ApprovalsRepository } from './approvals.repository.js';

/** The All Beats list narrowed to what awaits approval (its filter in the address). */
export const awaitingApprovalPath = `/beats?filter=${encodeURIComponent('{"status":["awaiting_approval"]}')}`;

/**
 * Administrators learn that a beat awaits them: a count for the back office's menu, and a mail to each
 * when a producer asks to publish (issue 31: they were told nothing, and beats waited unseen).
 */
export function createApprovals(deps: { repo: ApprovalsRepository; mail: MailService; publicUrl: string }) {
  const { repo, mail, publicUrl } = deps;
  return {
    count: () => repo.awaitingCount(),
    async requested(beat: { title: string; producerName: string }): Promise<void> {
      await mail.toAdministrators('beat-awaiting-approval', {
        title: beat.title,
        producer: beat.producerName,
        count: String(await repo.awaitingCount()),
        link: `${publicUrl}${awaitingApprovalPath}`,
      });
    },
  };
}
export type Approvals = ReturnType<typeof createApprovals>;
