import { eq } from 'drizzle-orm';
import type { UserView } from '@beatmarket/shared';
import { orders } from '../../db/schema/index.js';
import type { ExportColumn } from '../entities/entity.types.js';

/** The users export (administrators): who they are and when they came; never a password hash or token. */
export const userExportColumns: ExportColumn<UserView>[] = [
  { header: 'id', value: (u) => u.id },
  { header: 'first_name', value: (u) => u.first_name },
  { header: 'last_name', value: (u) => u.last_name },
  { header: 'email', value: (u) => u.email },
  { header: 'nickname', value: (u) => u.nickname },
  { header: 'producer_identifier', value: (u) => u.producer_identifier },
  { header: 'role', value: (u) => u.role_name },
  { header: 'news', value: (u) => u.news },
  { header: 'created_at', value: (u) => u.created_at },
  { header: 'last_login_at', value: (u) => u.last_login_at },
  { header: 'deleted_at', value: (u) => u.deleted_at },
];

/** `relation_ids=order`: the user's orders. */
export const userRelations = {
  order: { id: orders.id, where: (userId: number | string) => eq(orders.userId, Number(userId)) },
};
