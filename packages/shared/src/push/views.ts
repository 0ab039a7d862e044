import { z } from 'zod';
import { NOTIFICATION_AUDIENCES } from './schemas.js';
import { id, timestamp, type Wire } from '../wire.js';

export const NOTIFICATION_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** `notification` records (spec §3): the push an administrator wrote, where it stands, and how it went. */
export const notificationView = z.object({
  id,
  title: z.string(),
  message: z.string(),
  available_at: timestamp.nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  /** A path on this site the notification opens; null opens the home page. */
  link: z.string().nullable(),
  sent_at: timestamp.nullable(),
  /** Who wrote it (spec §3 user_name); null once their account is gone. */
  user_name: z.string().nullable(),
  /** Deliveries so far: pushed, refused or lost in a crash, and expired subscriptions removed (404/410). */
  sent: z.number().int(),
  failed: z.number().int(),
  removed: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;
export type NotificationData = Wire<NotificationView>;
