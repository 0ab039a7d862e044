import type { LivePromotionsData, PromotionData } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { livePromotionsQuery } from '../../../lib/live-promotions';

type Status = 'Hidden' | 'Scheduled' | 'Live' | 'Ended' | 'Never shown' | 'Waiting';

/**
 * Hidden, scheduled, live or ended, from the published flag and the window (as the layout judges it).
 * "Live" only for what somebody sees (issue 31): a popup without a condition is never shown, and of the
 * live ones the layout shows only the first banner and the first popup (spec §4): the others wait.
 */
export function promotionStatus(p: PromotionData, live: LivePromotionsData | undefined, now = Date.now()): Status {
  if (!p.published) return 'Hidden';
  if (p.published_to && Date.parse(p.published_to) <= now) return 'Ended';
  if (p.published_from && Date.parse(p.published_from) > now) return 'Scheduled';
  if (p.type === 'popup' && !p.condition) return 'Never shown';
  const shown = p.type === 'banner' ? live?.banner : live?.ad;
  if (live && shown?.id !== p.id) return 'Waiting';
  return 'Live';
}

const TONE: Record<Status, string> = {
  Hidden: 'text-zinc-400',
  Scheduled: 'text-amber-300',
  Live: 'text-emerald-400',
  Ended: 'text-zinc-400',
  'Never shown': 'text-red-300',
  Waiting: 'text-amber-300',
};
const WHY: Partial<Record<Status, string>> = {
  'Never shown': 'A popup shows only with a condition: choose one under "Shows when".',
  Waiting: 'Another one of this type is shown first (the latest start wins).',
};

export function PromotionStatus({ promotion }: { promotion: PromotionData }) {
  const live = useQuery(livePromotionsQuery);
  const status = promotionStatus(promotion, live.data);
  return (
    <span className={TONE[status]} title={WHY[status]}>
      {status}
    </span>
  );
}
