/**
 * Roles are compared numerically: a higher id means more rights (spec §3, §6).
 * ROLE_USER is the base role of every buyer account; the spec names only the three above it.
 */
export const ROLES = {
  ROLE_USER: { id: 1, name: 'User' },
  ROLE_PRODUCER: { id: 2, name: 'Producer' },
  ROLE_ADMIN: { id: 3, name: 'Administrator' },
  ROLE_DEVELOPER: { id: 4, name: 'Developer' },
} as const;

export type RoleKey = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleKey]['id'];
export const ROLE_IDS = Object.values(ROLES).map((r) => r.id) as RoleId[];

/** The developer role is never assignable through the UI or API. */
export const ASSIGNABLE_ROLES = Object.values(ROLES).filter((r) => r.id !== ROLES.ROLE_DEVELOPER.id);

export function hasRole(role: number | null | undefined, atLeast: RoleKey): boolean {
  return (role ?? 0) >= ROLES[atLeast].id;
}

export const isProducer = (role: number | null | undefined) => hasRole(role, 'ROLE_PRODUCER');
export const isAdmin = (role: number | null | undefined) => hasRole(role, 'ROLE_ADMIN');

export function roleName(role: number | null | undefined): string {
  return Object.values(ROLES).find((r) => r.id === role)?.name ?? 'Visitor';
}
