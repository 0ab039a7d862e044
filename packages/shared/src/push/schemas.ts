import { z } from 'zod';
import { safeText } from '../text.js';

/** Push payloads travel in one encrypted record of at most 4 KB (RFC 8291): short texts only. */
export const NOTIFICATION_MAX_TITLE = 120;
export const NOTIFICATION_MAX_MESSAGE = 1000;

const base64url = (what: string) =>
  safeText()
    .min(16, `Not a ${what}`)
    .max(200, `Not a ${what}`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `Not a ${what}`);

/**
 * Spec §3 push permission, as the user's autosave of `push_permission` sends it after the browser
 * subscribed: `PushSubscription.toJSON()`'s endpoint and keys, and the content encoding.
 */
export const pushPermissionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, message: 'Not a push service address' })
    .max(2000)
    .refine((s) => !s.includes('\u0000'), 'Not a push service address'),
  public_key: base64url('browser key'),
  auth_token: base64url('browser auth secret'),
  encoding: z.enum(['aes128gcm', 'aesgcm'], { message: 'One of aes128gcm, aesgcm' }).default('aes128gcm'),
});
export type PushPermission = z.input<typeof pushPermissionSchema>;

/** Unsubscribing sends the endpoint with `unsubscribe: true`: that browser's subscription is removed. */
export const pushUnsubscribeSchema = z.object({
  endpoint: pushPermissionSchema.shape.endpoint,
  unsubscribe: z.literal(true),
});

/** The value of `POST /user/{id}/save` with `field: 'push_permission'`: a subscription, or its removal. */
export const pushPermissionValue = z.discriminatedUnion('unsubscribe', [
  pushUnsubscribeSchema,
  pushPermissionSchema.extend({ unsubscribe: z.literal(false).optional() }),
]);

const dateTime = z.union([
  z.null(),
  z.iso
    .datetime({ offset: true, message: 'A date and time' })
    .transform((s) => new Date(s))
    .refine((d) => d.getFullYear() < 10000, 'A date and time'),
]);

/**
 * Who a notification goes to (issue 18: "every subscription the audience covers"): every subscribed
 * browser, buyers who opted in to the newsletter (spec §1), producers, or administrators.
 */
export const NOTIFICATION_AUDIENCES = ['everyone', 'newsletter', 'producers', 'administrators'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
export const NOTIFICATION_AUDIENCE_LABEL: Record<NotificationAudience, string> = {
  everyone: 'Everyone subscribed',
  newsletter: 'Buyers who get the newsletter',
  producers: 'Producers',
  administrators: 'Administrators',
};

/**
 * Where a click on the notification leads: a path on this site ('/beats?genre=trap'), never another
 * site (a notification from us must not send people elsewhere). Empty: the home page.
 */
export const notificationLink = z.union([
  z.null(),
  safeText()
    .trim()
    .max(500, 'At most 500 characters')
    .transform((s) => s || null)
    .refine(
      (s) => s === null || (/^\/(?![/\\])/.test(s) && !/[\s\\]/.test(s)),
      'A path on this site, starting with / (like /beats)',
    ),
]);

/** The notification editor's fields (spec §3 notification: `message` is the stored body); each autosaves. */
export const notificationFields = z.object({
  title: safeText().trim().max(NOTIFICATION_MAX_TITLE, `At most ${NOTIFICATION_MAX_TITLE} characters`),
  message: safeText().trim().max(NOTIFICATION_MAX_MESSAGE, `At most ${NOTIFICATION_MAX_MESSAGE} characters`),
  /** When it goes out; empty sends it at once. */
  available_at: dateTime,
  audience: z.enum(NOTIFICATION_AUDIENCES, { message: 'Choose who receives it' }),
  link: notificationLink,
});
/** `POST /notification/create`: the first field typed creates the record (spec §4). */
export const notificationCreateSchema = notificationFields.partial();
export type NotificationInput = z.input<typeof notificationCreateSchema>;

/** What Send needs (spec §5: the push button is disabled until title and message are filled). */
export const notificationSendSchema = z.object({
  title: safeText().trim().min(1, 'Write a title'),
  message: safeText().trim().min(1, 'Write a message'),
});
export const canSendNotification = (n: { title: string; message: string }) =>
  notificationSendSchema.safeParse(n).success;

/** What the service worker receives, JSON in the encrypted payload. */
export interface PushPayload {
  id: number;
  title: string;
  message: string;
  /** Absolute, on this site: what a click on the notification opens. */
  url: string;
}
