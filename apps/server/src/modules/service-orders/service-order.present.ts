import {
  SERVICE_WORKING,
  type ServiceEventView,
  type ServiceOrderSummary,
  type ServiceOrderView,
} from '@beatmarket/shared';
import type { ServiceFile } from '../../db/schema/index.js';
import type { Side } from './service-order-access.js';
import type { ServiceOrderRow, ServiceOrdersRepository } from './service-orders.repository.js';

type People = Awaited<ReturnType<ServiceOrdersRepository['people']>>;
type Events = Awaited<ReturnType<ServiceOrdersRepository['events']>>;
type Milestones = Awaited<ReturnType<ServiceOrdersRepository['milestones']>>;

const HOUSE = 'Beatmarket';
/** Late: the seller still owes work after the due date. */
const isLate = (o: ServiceOrderRow, now = new Date()) =>
  o.dueAt !== null && SERVICE_WORKING.includes(o.status) && o.dueAt.getTime() < now.getTime();

/** The viewer's side in a list: bought, sold (administrators sell the house's), or neither. */
export const sideIn = (o: ServiceOrderRow, viewer: { id: number; admin: boolean }) =>
  o.buyerId === viewer.id
    ? ('bought' as const)
    : o.sellerId === viewer.id || (o.sellerId === null && viewer.admin)
      ? ('sold' as const)
      : null;

export function presentSummary(
  o: ServiceOrderRow,
  people: People,
  viewer: { id: number; admin: boolean },
): ServiceOrderSummary {
  return {
    id: o.id,
    kind: o.kind,
    title: o.title,
    status: o.status,
    buyer: people.get(o.buyerId)?.name ?? '',
    seller: o.sellerId === null ? HOUSE : (people.get(o.sellerId)?.name ?? ''),
    price: o.price,
    due_at: o.dueAt?.toISOString() ?? null,
    late: isLate(o),
    side: sideIn(o, viewer),
    updated_at: o.updatedAt.toISOString(),
  };
}

/**
 * The thread as the viewer may see it. A version's files reach the buyer only once the balance is paid
 * (then by links bound to them); the seller and administrators always reach every file.
 */
export function presentServiceOrder(p: {
  order: ServiceOrderRow;
  side: Side;
  actions: string[];
  events: Events;
  milestones: Milestones;
  people: People;
  viewerId: number;
  link(file: ServiceFile, userId: number): string;
}): ServiceOrderView {
  const { order: o } = p;
  const unlocked = p.side !== 'buyer' || o.status === 'completed';
  const events = p.events.map(({ event: e, author }): ServiceEventView => ({
    id: e.id,
    kind: e.kind as ServiceEventView['kind'],
    body: e.body,
    author: e.authorId === null ? null : author,
    mine: e.authorId === p.viewerId,
    files: e.files.map((f) => ({
      name: f.name,
      href: e.kind !== 'version' || unlocked ? p.link(f, p.viewerId) : null,
    })),
    at: e.createdAt.toISOString(),
  }));
  return {
    ...presentSummary(o, p.people, {
      id: p.viewerId,
      admin: p.side === 'admin' || (p.side === 'seller' && o.sellerId === null),
    }),
    brief: o.brief,
    deposit_percent: o.depositPercent,
    revisions_included: o.revisionsIncluded,
    revisions_used: o.revisionsUsed,
    role: p.side,
    actions: p.actions,
    milestones: p.milestones.map((m) => ({ kind: m.kind, amount: m.amount, status: m.status })),
    events,
    created_at: o.createdAt.toISOString(),
  };
}
