import {
  PREFERENCES_PER_USER,
  userPreferenceFields,
  userPreferenceSchema,
  type UserPreferenceView,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { userPreferences } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import {
  preferencesOf,
  type UserPreferenceRow,
  type UserPreferencesRepository,
} from './user-preferences.repository.js';

const own = (ctx: EntityContext, row: UserPreferenceRow) => ctx.user !== null && row.userId === ctx.user.id;

/**
 * `user_preference` (spec §3, issue 16): a signed-in user's UI preferences (`table:/users` →
 * { per_page, hidden_columns }). Everyone, administrators included, reads and writes only their own:
 * another user's rows do not exist for them. `create` sets a key (insert or replace, decision 0033).
 */
export function userPreferenceEntity(
  repo: UserPreferencesRepository,
): EntityDefinition<UserPreferenceRow, UserPreferenceView> {
  return {
    name: 'user_preference',
    table: userPreferences,
    idColumn: userPreferences.id,
    // A visitor has no preferences: -1 matches no user.
    parentVisible: (ctx) => preferencesOf(ctx.user?.id),
    fields: {
      id: { column: userPreferences.id, sortable: true },
      key: { column: userPreferences.key, sortable: true, searchable: true, filterable: true },
      updated_at: { column: userPreferences.updatedAt, sortable: true },
    },
    defaultSort: [{ field: 'key', direction: 'asc' }],
    present: (p) => ({ id: p.id, key: p.key, value: p.value as UserPreferenceView['value'], updated_at: p.updatedAt }),
    policy: {
      list: (ctx) => ctx.user !== null,
      read: own,
      create: (ctx) => ctx.user !== null,
      delete: own,
      writable: (ctx, row) => (own(ctx, row) ? userPreferenceFields : null),
    },
    create: {
      schema: userPreferenceSchema,
      async run(ctx, input) {
        const { key, value } = input as ReturnType<typeof userPreferenceSchema.parse>;
        const userId = ctx.user!.id;
        // Replacing a key is always allowed; a new one only under the cap (the table is not storage).
        if ((await repo.count(userId)) >= PREFERENCES_PER_USER && !(await repo.has(userId, key)))
          throw new AppError('validation_failed', {
            topicId: 'key',
            message: `At most ${PREFERENCES_PER_USER} preferences per user`,
          });
        return repo.set(userId, key, value);
      },
    },
  };
}
