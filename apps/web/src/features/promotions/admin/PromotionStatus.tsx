import type { PromotionData } from '@beatmarket/shared';

/** Hidden, scheduled, live or ended, from the published flag and the window (as the layout judges it). */
export function promotionStatus(p: PromotionData, now = Date.now()): 'Hidden' | 'Scheduled' | 'Live' | 'Ended' {
  if (!p.published) return 'Hidden';
  if (p.published_to && Date.parse(p.published_to) <= now) return 'Ended';
  if (p.published_from && Date.parse(p.published_from) > now) return 'Scheduled';
  return 'Live';
}

const TONE = { Hidden: 'text-zinc-400', Scheduled: 'text-amber-300', Live: 'text-emerald-400', Ended: 'text-zinc-400' };

export function PromotionStatus({ promotion }: { promotion: PromotionData }) {
  const status = promotionStatus(promotion);
  return <span className={TONE[status]}>{status}</span>;
}
