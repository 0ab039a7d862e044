import {
  canAssignRole,
  canManageUser,
  inviteSchema,
  isAdmin,
  reInviteSchema,
  roleName,
  userAdminFields,
  userCreateSchema,
  userSelfFields,
  type ProducerView,
  type UserView,
} from '@beatmarket/shared';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { UserRow, UsersRepository } from './users.repository.js';
import { hashPassword } from './password.js';
import { newToken } from './tokens.js';
import type { RecoveryService } from './recovery.service.js';
import { parse } from '../../core/parse.js';
import { userExportColumns, userRelations } from './user.records.js';

type UserEntity = EntityDefinition<UserRow, UserView>;

const isSelf = (ctx: EntityContext, row: UserRow) => ctx.user?.id === row.id;
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

function present(u: UserRow): UserView {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    nickname: u.nickname,
    producer_identifier: u.producerIdentifier,
    role: u.role,
    role_name: roleName(u.role),
    news: u.news,
    last_login_at: u.lastLoginAt,
    created_at: u.createdAt,
    deleted_at: u.deletedAt,
  };
}

/** `user`: administrators manage everyone; a user reads and edits only their own profile fields. */
export function userEntity(usersRepo: UsersRepository, recovery: RecoveryService): UserEntity {
  return {
    name: 'user',
    table: users,
    idColumn: users.id,
    deletedAtColumn: users.deletedAt,
    fields: {
      id: { column: users.id, sortable: true },
      first_name: { column: users.firstName, sortable: true, searchable: true },
      last_name: { column: users.lastName, sortable: true, searchable: true },
      email: { column: users.email, sortable: true, searchable: true },
      nickname: { column: users.nickname, sortable: true, searchable: true },
      producer_identifier: { column: users.producerIdentifier, sortable: true, searchable: true },
      role: { column: users.role, sortable: true, filterable: true },
      news: { column: users.news, filterable: true },
      created_at: { column: users.createdAt, sortable: true },
      last_login_at: { column: users.lastLoginAt, sortable: true },
    },
    defaultSort: [{ field: 'created_at', direction: 'desc' }],
    exportColumns: userExportColumns,
    relations: userRelations,
    present,
    policy: {
      list: admin,
      read: (ctx, row) => admin(ctx) || isSelf(ctx, row),
      create: admin,
      delete: (ctx, row) => admin(ctx) && !isSelf(ctx, row),
      writable: (ctx, row) => (admin(ctx) ? userAdminFields : isSelf(ctx, row) ? userSelfFields : null),
    },
    guard: guardRoleChange,
    actions: userActions(usersRepo, recovery),
    create: userCreation(usersRepo),
  };
}

// A developer's account is a developer's; nobody changes their own role or lifts anyone above
// their own (spec §6, decision 0004). A user editing their own profile cannot reach role at all.
function guardRoleChange(ctx: EntityContext, row: UserRow, change: Record<string, unknown> | 'delete' | 'restore') {
  if (!admin(ctx)) return;
  if (!canManageUser(ctx.user, row)) throw new AppError('forbidden');
  if (typeof change !== 'object' || !('role' in change) || change.role === row.role) return;
  if (!canAssignRole(ctx.user, row, change.role as number))
    throw new AppError('forbidden', {
      topicId: 'role',
      message: isSelf(ctx, row) ? 'You cannot change your own role' : 'You cannot give a role above your own',
    });
}

/** Actions beside the records: the producers' directory, invitations and administrators' reset mails. */
function userActions(usersRepo: UsersRepository, recovery: RecoveryService): UserEntity['actions'] {
  return {
    // Public directory of producers (spec §2 our-producers): names and handles only.
    producers: {
      method: 'GET',
      onRecord: false,
      async run() {
        return (await usersRepo.listProducers()).map((p): ProducerView => ({
          id: p.id,
          name: `${p.firstName} ${p.lastName}`.trim(),
          nickname: p.nickname,
          producer_identifier: p.producerIdentifier,
        }));
      },
    },
    // Public: re-sends a pending invitation; only administrators choose the link's lifetime.
    're-invite': {
      method: 'POST',
      onRecord: false,
      async run(ctx, { body }) {
        const input = parse(reInviteSchema, body);
        if (admin(ctx)) return { message: await recovery.reInviteAsAdmin(input.email, input.expires_in) };
        const expiresIn = reInviteSchema.shape.expires_in.parse(undefined);
        return { message: await recovery.reInvite(input.email, expiresIn, ctx.ip) };
      },
    },
    // POST /user/{id}/password-reset: an administrator sends someone the ordinary reset mail.
    'password-reset': {
      method: 'POST',
      onRecord: true,
      async run(ctx, { row }) {
        if (!admin(ctx)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
        if (!canManageUser(ctx.user, row!)) throw new AppError('forbidden');
        return { message: await recovery.sendResetFor(row!) };
      },
    },
    invite: {
      method: 'POST',
      onRecord: false,
      async run(ctx, { body }) {
        if (!admin(ctx)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
        const input = parse(inviteSchema, body);
        await recovery.invite(input, ctx.user!.id);
        return { message: `Invitation sent to ${input.email}.` };
      },
    },
  };
}

/** An administrator makes an account directly, with a role no higher than their own. */
function userCreation(usersRepo: UsersRepository): UserEntity['create'] {
  return {
    schema: userCreateSchema,
    async run(ctx, input) {
      const i = input as ReturnType<typeof userCreateSchema.parse>;
      if (i.role > ctx.user!.role)
        throw new AppError('forbidden', { topicId: 'role', message: 'You cannot give a role above your own' });
      if (await usersRepo.emailTaken(i.email))
        throw new AppError('conflict', { topicId: 'email', message: 'This value is already taken' });
      const row = await usersRepo.insert({
        email: i.email,
        firstName: i.first_name,
        lastName: i.last_name,
        nickname: i.nickname ?? null,
        producerIdentifier: i.producer_identifier ?? null,
        role: i.role,
        news: i.news ?? false,
        // Without a password the account is reached through "forgot my password".
        passwordHash: await hashPassword(i.password ?? newToken()),
      });
      return row;
    },
  };
}
