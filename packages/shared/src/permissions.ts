import { ASSIGNABLE_ROLES, isAdmin, isProducer } from './roles.js';

/**
 * Who may do what, written once for the server's policies and the web's buttons (issue 15 §1). Each
 * rule reads the API's field names, so the web passes the views it has and the server maps its rows.
 */
export interface Actor {
  id: number;
  role: number;
}
type Viewer = Actor | null | undefined;

export interface BeatOwnership {
  producer_id: number;
  coproducer_id: number | null;
}
export interface BeatVisibility extends BeatOwnership {
  published_at: Date | string | null;
  deleted_at: Date | string | null;
}

/** The producer who uploaded the beat (not the coproducer). */
export const isBeatProducer = (user: Viewer, beat: BeatOwnership) => !!user && beat.producer_id === user.id;
/** The producer or the coproducer. */
export const isBeatOwner = (user: Viewer, beat: BeatOwnership) =>
  !!user && (beat.producer_id === user.id || beat.coproducer_id === user.id);

/** Spec §2: producers and coproducers edit their beats, administrators every beat. */
export const canEditBeat = (user: Viewer, beat: BeatOwnership) => isAdmin(user?.role) || isBeatOwner(user, beat);
/** Only the producer chooses (or drops) the coproducer; a coproducer edits everything else. */
export const canChooseCoproducer = (user: Viewer, beat: BeatOwnership) =>
  isAdmin(user?.role) || isBeatProducer(user, beat);
/** Deleting a beat, or asking to publish it, is the producer's (or an administrator's), not the coproducer's. */
export const canDeleteBeat = canChooseCoproducer;
export const canRequestPublish = canChooseCoproducer;
/** Decision 0096: who is paid what of a beat is the producer's (or an administrator's) call, not a coproducer's. */
export const canChooseCollaborators = canChooseCoproducer;
/** Approving (publishing) and withdrawing beats is the administrators'. */
export const canPublishBeat = (user: Viewer) => isAdmin(user?.role);
/** Producers (and everyone above) add beats. */
export const canCreateBeat = (user: Viewer) => isProducer(user?.role);
/** Published and not deleted, or the viewer's own (not deleted), or the viewer is an administrator. */
export function canSeeBeat(user: Viewer, beat: BeatVisibility) {
  if (isAdmin(user?.role)) return true;
  if (beat.deleted_at) return false;
  return beat.published_at !== null || isBeatOwner(user, beat);
}
/** The media error, the share token and the publish request are the owners' and the staff's. */
export const canSeeBeatInternals = canEditBeat;

/** Authors and administrators delete a comment; any logged-in user writes one. */
export const canDeleteComment = (user: Viewer, comment: { user_id: number }) =>
  isAdmin(user?.role) || (!!user && comment.user_id === user.id);
export const canComment = (user: Viewer) => !!user;

/** The buyer sees their own order; administrators see every order and the list of them. */
export const canSeeOrder = (user: Viewer, order: { user_id: number | null }) =>
  isAdmin(user?.role) || (!!user && order.user_id === user.id);
export const canListOrders = (user: Viewer) => isAdmin(user?.role);

/**
 * Whoever may delete a record may restore it, but only administrators undo someone else's delete
 * (a producer restores a beat they deleted, not one an administrator took down).
 */
export const canRestore = (user: Viewer, mayDelete: boolean, record: { deleted_by?: number | null }) =>
  mayDelete && (isAdmin(user?.role) || record.deleted_by === undefined || record.deleted_by === user?.id);
/** Deleted records (the archive) are the administrators' on every entity. */
export const canSeeArchive = (user: Viewer) => isAdmin(user?.role);

/**
 * Administrators manage accounts up to their own rank (spec §6: roles compare numerically): a
 * developer's account is a developer's to change (decision 0004).
 */
export const canManageUser = (user: Viewer, target: Actor) => isAdmin(user?.role) && target.role <= user!.role;
/**
 * Which role an administrator may give an account: never developer (not assignable), never above their
 * own, and never to themselves (nobody demotes themselves out of the back office, or promotes themselves).
 */
export function canAssignRole(user: Viewer, target: Actor, role: number): boolean {
  if (!canManageUser(user, target) || !ASSIGNABLE_ROLES.some((r) => r.id === role)) return false;
  if (target.id === user!.id) return role === target.role;
  return role <= user!.role;
}
