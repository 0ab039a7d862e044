import { ADMIN, all, one, PRODUCER_OWN, type PolicyRow, type Statuses } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * Exports and bulk calls (issue 16, decision 0027) per entity; part of ENTITY_ROWS. An export is for the
 * roles that see the entity's admin list, administrators (issue 31, decision 0076), even of public lists.
 * A bulk call refuses visitors (401), users who may not see the list (403), and users who may change
 * none of the rows they name (403).
 */
const api = '/private-api';
/** The buyer's own comment: the buyer and administrators; everyone else may change none of it. */
const BUYER_AUTHOR: Statuses = [401, 200, 403, 403, 403, 200];
const exportRows = (entity: string, live: Statuses, extra: Partial<PolicyRow> = {}): PolicyRow => ({
  route: `GET ${api}/${entity}/export`,
  cases: [
    { req: () => ({ url: `${api}/${entity}/export` }), expect: live },
    { on: 'archived', req: () => ({ url: `${api}/${entity}/export?archived=1` }), expect: ADMIN },
  ],
  ...extra,
});
const bulk = (entity: string, action: string, id: (fx: Fixtures) => Promise<number | string>, expect: Statuses) => ({
  route: `POST ${api}/${entity}/bulk/${action}`,
  cases: one(async (fx) => ({ url: `${api}/${entity}/bulk/${action}`, body: { ids: [await id(fx)] } }), expect),
});
/** Made and deleted by an administrator: only administrators undo someone else's delete. */
const deleted = (entity: string, make: (fx: Fixtures) => Promise<number>) => (fx: Fixtures) =>
  fx.deleted(entity, () => make(fx));

export const RECORDS_ROWS: PolicyRow[] = [
  exportRows('user', ADMIN),
  exportRows('mail', ADMIN),
  exportRows('order', ADMIN),
  exportRows('coupon', ADMIN),
  exportRows('post_it', ADMIN),
  exportRows('beat', ADMIN),
  exportRows('comment', ADMIN),
  exportRows('license', ADMIN),
  exportRows('text_snippet', ADMIN),
  // Each user's own preferences; nobody has an archive of them. Only administrators export (issue 31).
  {
    route: `GET ${api}/user_preference/export`,
    cases: one(() => ({ url: `${api}/user_preference/export` }), ADMIN),
  },
  exportRows('email_template', ADMIN, { optional: true }),

  bulk('user', 'archive', (fx) => fx.freshUser(), ADMIN),
  bulk(
    'user',
    'restore',
    deleted('user', (fx) => fx.freshUser()),
    ADMIN,
  ),
  bulk('coupon', 'archive', (fx) => fx.freshCoupon(), ADMIN),
  bulk(
    'coupon',
    'restore',
    deleted('coupon', (fx) => fx.freshCoupon()),
    ADMIN,
  ),
  bulk('license', 'archive', (fx) => fx.freshLicence(), ADMIN),
  bulk(
    'license',
    'restore',
    deleted('license', (fx) => fx.freshLicence()),
    ADMIN,
  ),
  // The beat's own: its producer and administrators archive it, and restore what its producer deleted.
  bulk('beat', 'archive', (fx) => fx.freshPublished(), PRODUCER_OWN),
  bulk('beat', 'restore', (fx) => fx.freshDeletedDraft(), PRODUCER_OWN),
  // Approving, publishing and unpublishing are the administrators' (issue 16, catalog/beat-bulk.ts).
  bulk('beat', 'approve', (fx) => fx.freshDraft(), ADMIN),
  bulk('beat', 'publish', (fx) => fx.freshDraft(), ADMIN),
  bulk('beat', 'unpublish', (fx) => fx.freshPublished(), ADMIN),
  // A comment: its author (the buyer) and administrators.
  bulk('comment', 'archive', (fx) => fx.freshComment(), BUYER_AUTHOR),
  bulk('comment', 'restore', (fx) => fx.freshDeletedComment(), BUYER_AUTHOR),
  bulk('text_snippet', 'archive', (fx) => fx.snippet(false), ADMIN),
  bulk('text_snippet', 'restore', (fx) => fx.snippet(true), ADMIN),
  bulk('post_it', 'archive', (fx) => freshNote(fx), ADMIN),
  bulk(
    'post_it',
    'restore',
    deleted('post_it', (fx) => freshNote(fx)),
    ADMIN,
  ),
  // Unknown actions (orders and mails have no archive) are 404 for everyone.
  {
    route: `POST ${api}/order/bulk/archive`,
    optional: true,
    cases: one((fx) => ({ url: `${api}/order/bulk/archive`, body: { ids: [fx.order.id] } }), all(404)),
  },
];

async function freshNote(fx: Fixtures): Promise<number> {
  const res = await fx.clients.admin.post<{ id: number }>(`${api}/post_it/create`, {
    entity: 'user',
    record_id: fx.ids.buyer,
    body: `Bulk ${Date.now()}`,
  });
  if (res.status !== 200) throw new Error(`post_it fixture failed: ${res.status}`);
  return res.body.data.id;
}
