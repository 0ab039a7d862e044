import type { LivePromotionsData } from '@beatmarket/shared';
import { get } from './api';

/**
 * `GET /promotion/live`: the layout's banner and ad. The server renders it into the page's state
 * (entry-server asks before the first pass), so the banner's space is there from the first paint.
 */
export const livePromotionsQuery = {
  queryKey: ['promotion', 'live'],
  queryFn: () => get<LivePromotionsData>('/promotion/live'),
  staleTime: 60_000,
};
