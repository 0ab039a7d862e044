import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, hasRole, isAdmin, isProducer, roleName, ROLES } from './roles.js';

describe('roles', () => {
  it('compares numerically: a higher id has every right of a lower one', () => {
    expect(hasRole(ROLES.ROLE_DEVELOPER.id, 'ROLE_ADMIN')).toBe(true);
    expect(hasRole(ROLES.ROLE_ADMIN.id, 'ROLE_PRODUCER')).toBe(true);
    expect(hasRole(ROLES.ROLE_PRODUCER.id, 'ROLE_ADMIN')).toBe(false);
    expect(hasRole(ROLES.ROLE_USER.id, 'ROLE_PRODUCER')).toBe(false);
    expect(hasRole(null, 'ROLE_USER')).toBe(false);
    expect(isAdmin(ROLES.ROLE_DEVELOPER.id)).toBe(true);
    expect(isProducer(ROLES.ROLE_ADMIN.id)).toBe(true);
    expect(isProducer(undefined)).toBe(false);
  });

  it('never offers the developer role for assignment', () => {
    expect(ASSIGNABLE_ROLES.map((r) => r.id)).not.toContain(ROLES.ROLE_DEVELOPER.id);
    expect(ASSIGNABLE_ROLES.map((r) => r.name)).toEqual(['User', 'Producer', 'Administrator']);
  });

  it('names roles and visitors', () => {
    expect(roleName(3)).toBe('Administrator');
    expect(roleName(null)).toBe('Visitor');
  });
});
