import { and, gte, isNull } from 'drizzle-orm';
import { ROLES } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export interface Administrator {
  email: string;
  firstName: string;
}

/** Every active administrator: who hears of work waiting for them (approvals, held uploads). */
export const createAdministratorsReader = (db: Db) => (): Promise<Administrator[]> =>
  db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(gte(users.role, ROLES.ROLE_ADMIN.id), isNull(users.deletedAt)));
