import type { CouponView } from '@beatmarket/shared';
import type { ExportColumn } from '../entities/entity.types.js';

/** The promo codes export; percentages as numbers, the last day as YYYY-MM-DD. */
export const couponExportColumns: ExportColumn<CouponView>[] = [
  { header: 'id', value: (c) => c.id },
  { header: 'title', value: (c) => c.title },
  { header: 'code', value: (c) => c.code },
  { header: 'buy_x', value: (c) => c.buy_x },
  { header: 'get_y', value: (c) => c.get_y },
  { header: 'percent_off', value: (c) => c.percent_off },
  { header: 'redeem_by', value: (c) => c.redeem_by },
  { header: 'deleted_at', value: (c) => c.deleted_at },
];
