import {
  isAdmin,
  notificationCreateSchema,
  notificationFields,
  notificationSendSchema,
  type NotificationStatus,
  type NotificationView,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { notifications } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { DeliveryCounts, NotificationRow, PushRepository } from './push.repository.js';

type Shown = NotificationRow & DeliveryCounts & { authorName: string | null };
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);
const refuse = (ctx: EntityContext) => new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
type NotificationEntity = EntityDefinition<NotificationRow, NotificationView, Shown>;
/**
 * `notification` (spec §3, §4): administrators write a push in the bell's editor panel (created on the
 * first field, then autosaved field by field while a draft), then Send schedules it for available_at;
 * the push worker sends it to every subscribed browser its audience covers (decisions 0047, 0056). Spec §6 names no rule beyond
 * administrators, so everything here is theirs.
 */
export function notificationEntity(repo: PushRepository, nudge: () => void): NotificationEntity {
  const enrich = enrichWith(repo);
  const show = async (row: NotificationRow) => present((await enrich([row]))[0]!);

  return {
    name: 'notification',
    table: notifications,
    idColumn: notifications.id,
    deletedAtColumn: notifications.deletedAt,
    fields: {
      id: { column: notifications.id, sortable: true },
      title: { column: notifications.title, sortable: true, searchable: true },
      message: { column: notifications.body, searchable: true },
      available_at: { column: notifications.availableAt, sortable: true },
      status: { column: notifications.status, sortable: true, filterable: true },
      audience: { column: notifications.audience, sortable: true, filterable: true },
      link: { column: notifications.link },
      sent_at: { column: notifications.sentAt, sortable: true },
      created_at: { column: notifications.createdAt, sortable: true },
    },
    // Spec §7: the list is read whole (per_page 0) in the order they go out.
    defaultSort: [{ field: 'available_at', direction: 'asc' }],
    enrich,
    present,
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? notificationFields : null),
    },
    guard(_ctx, row, change) {
      // What went out (or is going) is history; a scheduled one is taken back with cancel first.
      if (change !== 'delete' && change !== 'restore' && row.status !== 'draft')
        throw new AppError('conflict', { message: 'Only a draft can be changed: cancel the schedule first' });
    },
    create: {
      schema: notificationCreateSchema,
      run(ctx, input) {
        const i = input as ReturnType<typeof notificationCreateSchema.parse>;
        return repo.insertNotification({
          title: i.title ?? '',
          body: i.message ?? '',
          availableAt: i.available_at ?? null,
          audience: i.audience ?? 'everyone',
          link: i.link ?? null,
          createdBy: ctx.user!.id,
        });
      },
    },
    actions: notificationActions(repo, nudge, show),
  };
}

/** Each row with its delivery counts and its author's name. */
function enrichWith(repo: PushRepository) {
  return async (rows: NotificationRow[]): Promise<Shown[]> => {
    const [counts, names] = await Promise.all([
      repo.counts(rows.map((r) => r.id)),
      repo.authorNames([...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))]),
    ]);
    return rows.map((r) => ({
      ...r,
      ...(counts.get(r.id) ?? { sent: 0, failed: 0, removed: 0 }),
      authorName: r.createdBy ? (names.get(r.createdBy) ?? null) : null,
    }));
  };
}

function present(n: Shown): NotificationView {
  return {
    id: n.id,
    title: n.title,
    message: n.body,
    available_at: n.availableAt,
    status: n.status as NotificationStatus,
    audience: n.audience,
    link: n.link,
    sent_at: n.sentAt,
    user_name: n.authorName,
    sent: n.sent,
    failed: n.failed,
    removed: n.removed,
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    deleted_at: n.deletedAt,
  };
}

/** Send and cancel: a draft's schedule, which the field edits never touch. */
function notificationActions(
  repo: PushRepository,
  nudge: () => void,
  show: (row: NotificationRow) => Promise<NotificationView>,
): NotificationEntity['actions'] {
  return {
    // POST /notification/{id}/send: schedules the draft for available_at (now when empty).
    send: {
      method: 'POST',
      onRecord: true,
      async run(ctx, { row }) {
        if (!admin(ctx)) throw refuse(ctx);
        parse(notificationSendSchema, { title: row!.title, message: row!.body });
        const scheduled = await repo.schedule(row!.id);
        if (!scheduled) throw new AppError('conflict', { message: 'This notification is already scheduled or sent' });
        nudge();
        return show(scheduled);
      },
    },
    // POST /notification/{id}/cancel: back to a draft while no worker has started sending it.
    cancel: {
      method: 'POST',
      onRecord: true,
      async run(ctx, { row }) {
        if (!admin(ctx)) throw refuse(ctx);
        const draft = await repo.unschedule(row!.id);
        if (!draft) throw new AppError('conflict', { message: 'Only a scheduled notification can be cancelled' });
        return show(draft);
      },
    },
  };
}
