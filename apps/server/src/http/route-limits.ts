/** At most `max` requests in `windowMs` (the rate limit service's `Limit`). */
export interface Allowance {
  max: number;
  windowMs: number;
}

/**
 * Issue 31 (decision 0076): every call that creates something or checks a secret is limited per account
 * and per client address. A route names its kind here; `limit-hook.ts` counts each request against the
 * kind's two windows before the handler runs (a refused or malformed call counts too: guessing is
 * guessing) and answers 429 with Retry-After and the wait. `route-limits.test.ts` walks every registered
 * POST, PUT, PATCH and DELETE route: each is limited here, limited by its own service, or exempt with a
 * reason, so a new route cannot be forgotten.
 */
export interface RouteLimit {
  perAccount: Allowance;
  perIp: Allowance;
  /** What there were too many of, in the 429's message ("Too many exports. Please try again in…"). */
  what: string;
}

const min = 60_000;
const hour = 60 * min;
const kind = (perAccount: [number, number], perIp: [number, number], what: string): RouteLimit => ({
  perAccount: { max: perAccount[0], windowMs: perAccount[1] },
  perIp: { max: perIp[0], windowMs: perIp[1] },
  what,
});

/** Kinds, with allowances a real person never reaches and a script reaches in minutes. */
export const LIMIT_KINDS = {
  /** A guessable secret (promo codes) or a mailed token: few tries. */
  secret: kind([10, 15 * min], [30, 15 * min], 'attempts'),
  /** A new record of any entity, an upload slot, a package link, a claim. */
  create: kind([120, hour], [300, hour], 'new records'),
  /** Comments and post-its: text other people read. */
  comment: kind([20, 10 * min], [60, 10 * min], 'comments'),
  /** A call that sends mail or notifications to someone. */
  mail: kind([20, hour], [60, hour], 'messages sent'),
  /** Charges, refunds, subscriptions, payouts. */
  payment: kind([20, 10 * min], [60, 10 * min], 'payment requests'),
  /** Re-running the audio pipeline on a beat (minutes of ffmpeg each). */
  reprocess: kind([20, hour], [60, hour], 'reprocessing requests'),
  /** CSV exports: whole lists read from the database. */
  export: kind([30, hour], [60, hour], 'exports'),
  /** Saves that look accounts up by name or e-mail (a beat's collaborators): no guessing who has an account. */
  lookup: kind([30, 10 * min], [120, 10 * min], 'account look-ups'),
  /** Audio heard on a caller's behalf (a "sounds like" reference): seconds of decoding and analysis each. */
  listen: kind([30, hour], [90, hour], 'searches by sound'),
  /** Small marks made while browsing: ratings, favourites, plays, cart lines. */
  tap: kind([300, 10 * min], [1200, 10 * min], 'requests'),
} satisfies Record<string, RouteLimit>;
export type LimitKind = keyof typeof LIMIT_KINDS;

const api = '/private-api';
/** `:entity` stands for every entity: the generic calls of spec §7 are limited alike for all of them. */
const all = (path: string) => `${api}/:entity${path}`;

/** `METHOD /path` as registered (generic entity calls with the entity and action named) → its kind. */
export const LIMITED_ROUTES: Record<string, LimitKind> = {
  // Secrets
  [`POST ${api}/coupon/rebate/:code`]: 'secret',
  [`POST ${api}/signup/confirm`]: 'secret',
  [`POST ${api}/account/email/confirm`]: 'secret',
  [`POST ${api}/account/password`]: 'secret',
  [`POST ${api}/account/email`]: 'secret',
  [`POST ${api}/account/delete`]: 'secret',
  [`GET ${api}/user/invitation/:token`]: 'secret',
  // New records
  [`POST ${all('/create')}`]: 'create',
  [`POST ${api}/comment/create`]: 'comment',
  [`POST ${api}/post_it/create`]: 'comment',
  [`POST ${api}/uploads`]: 'create',
  [`POST ${api}/download_build/:id/link`]: 'create',
  [`POST ${api}/subscription/:id/claim`]: 'create',
  [`POST ${api}/beat/:id/request_publish`]: 'create',
  [`POST ${api}/store_item/:id/request_publish`]: 'create',
  [`POST ${api}/income_statement/close`]: 'create',
  [`POST ${api}/income_statement/adjustment`]: 'create',
  [`POST ${api}/contests`]: 'create',
  [`POST ${api}/contests/:id/entries`]: 'create',
  [`POST ${api}/service-orders`]: 'create',
  // An offer mails the producer; its service bounds it too (one live offer per beat, OFFER_DAILY_LIMIT a day).
  [`POST ${api}/offers`]: 'create',
  [`POST ${api}/offers/:id/checkout`]: 'tap',
  [`POST ${api}/service-offers`]: 'create',
  [`POST ${api}/allowlist/feed`]: 'create',
  // Mail and notifications
  [`POST ${api}/contact-us`]: 'mail',
  [`POST ${api}/mix-master/inquiry`]: 'mail',
  [`POST ${api}/account/password/link`]: 'mail',
  [`POST ${api}/user/invite`]: 'mail',
  [`POST ${api}/user/re-invite`]: 'mail',
  [`POST ${api}/user/:id/password-reset`]: 'mail',
  [`POST ${api}/email_template/send_test`]: 'mail',
  [`POST ${api}/notification/:id/send`]: 'mail',
  // Each step of a service order, a message on its thread, and a request to declare samples mail the other side.
  [`POST ${api}/service-orders/:id/quote`]: 'mail',
  [`POST ${api}/service-orders/:id/decline`]: 'mail',
  [`POST ${api}/service-orders/:id/accept`]: 'mail',
  [`POST ${api}/service-orders/:id/messages`]: 'mail',
  [`POST ${api}/service-orders/:id/deliver`]: 'mail',
  [`POST ${api}/service-orders/:id/revision`]: 'mail',
  [`POST ${api}/service-orders/:id/approve`]: 'mail',
  [`POST ${api}/beat/:id/ask-sample-declaration`]: 'mail',
  [`POST ${api}/offers/:id/accept`]: 'mail',
  [`POST ${api}/offers/:id/decline`]: 'mail',
  [`POST ${api}/offers/:id/withdraw`]: 'mail',
  [`POST ${api}/offers/:id/counter`]: 'mail',
  [`POST ${api}/beat/:id/collaborators`]: 'lookup',
  [`POST ${api}/payout-hold`]: 'mail',
  [`POST ${api}/payout-hold/:payeeId/release`]: 'mail',
  // Money
  [`POST ${api}/cart/order`]: 'payment',
  [`POST ${api}/order/:id/refund`]: 'payment',
  [`POST ${api}/order/:id/trackouts/:item/refund`]: 'payment',
  [`POST ${api}/payout/:id/send`]: 'payment',
  [`POST ${api}/subscribable/:id/subscribe`]: 'payment',
  [`POST ${api}/subscription/:id/change`]: 'payment',
  [`POST ${api}/subscription/:id/payment_method`]: 'payment',
  [`POST ${api}/contests/:id/winners`]: 'payment',
  [`POST ${api}/service-orders/:id/cancel`]: 'payment',
  [`POST ${api}/payout/run`]: 'payment',
  // Work and reads of whole lists
  [`POST ${api}/beat/:id/reprocess`]: 'reprocess',
  [`GET ${all('/export')}`]: 'export',
  [`GET ${api}/report/:id/export`]: 'export',
  [`GET ${api}/payout/:id/csv`]: 'export',
  // Marks made while browsing
  [`POST ${all('/:id/stat/:stat')}`]: 'tap',
  [`POST ${api}/beat/sounds_like`]: 'listen',
  // Issue 38 §2: following is a mark made while browsing; digests and messages mail people.
  [`POST ${api}/producer/:id/follow`]: 'tap',
  [`DELETE ${api}/producer/:id/follow`]: 'tap',
  [`POST ${api}/follow-digests/send`]: 'mail',
  [`POST ${api}/follower-messages`]: 'mail',
  // A signed unsubscribe token is checked: guessing is limited like any secret.
  [`POST /unsubscribe/digest`]: 'secret',
  [`POST ${api}/beat/:id/play`]: 'tap',
  [`POST ${api}/beat/:id/play/heard`]: 'tap',
  [`POST ${api}/beat/:id/play/progress`]: 'tap',
  [`POST ${api}/beat/:id/rate`]: 'tap',
  [`POST ${api}/beat/:id/favor`]: 'tap',
  [`POST ${api}/beat/:id/unfavor`]: 'tap',
  [`POST ${api}/contests/:id/vote`]: 'tap',
  [`POST ${api}/cart/upsert/:beat_id`]: 'tap',
  [`POST ${api}/cart/store/:store_item_id`]: 'tap',
  // Decision 0095: an upgrade of a held licence put in the cart, like any cart line.
  [`POST ${api}/cart/upgrade/:item`]: 'tap',
  // A list's page size or columns, saved as the user changes them: a preference replaces its own key and
  // the keys per user are capped (PREFERENCES_PER_USER), so it is a mark, not a new record.
  [`POST ${api}/user_preference/create`]: 'tap',
};

/** Limited in their own service, with limits tested there (login locks the guesser, not the owner). */
export const SERVICE_LIMITED: Record<string, string> = {
  [`POST ${api}/login`]: 'LOGIN_THROTTLE and AUTH_LIMITS per client and account (auth.service; security.test.ts)',
  [`POST ${api}/signup`]: 'AUTH_LIMITS per IP and a captcha (auth.service; auth.routes.test.ts)',
  [`POST ${api}/password/email`]: 'AUTH_LIMITS per IP and per email (recovery.service; recovery.routes.test.ts)',
  [`POST ${api}/password/reset`]: 'AUTH_LIMITS per IP (recovery.service; recovery.routes.test.ts)',
};

const edits = 'changes a record the caller may already change; creates nothing and checks no secret';
/** Mutating routes deliberately not limited, each with its reason. */
export const EXEMPT_ROUTES: Record<string, string> = {
  [`POST ${all('/:id/save')}`]: `${edits} (a push subscription saved here is limited by push.service: PUSH_SUBSCRIBE_LIMITS)`,
  [`DELETE ${all('/:id')}`]: edits,
  [`POST ${all('/:id/restore')}`]: edits,
  [`POST ${all('/bulk/archive')}`]: edits,
  [`POST ${all('/bulk/restore')}`]: edits,
  [`POST ${api}/tag/:id/merge`]: `${edits} (administrators)`,
  [`POST ${api}/service-offers/:id`]: `${edits} (the offer's producer or administrators)`,
  [`POST ${api}/service-offers/:id/archive`]: `${edits} (the offer's producer or administrators)`,
  [`POST ${api}/beat/bulk/approve`]: `${edits} (administrators)`,
  [`POST ${api}/copy-reviews/:id/verdict`]: `${edits} (administrators, once per held upload)`,
  [`POST ${api}/beat/bulk/publish`]: `${edits} (administrators)`,
  [`POST ${api}/beat/bulk/unpublish`]: `${edits} (administrators)`,
  [`POST ${api}/beat/:id/publish`]: edits,
  [`POST ${api}/offer-settings/:beat_id`]: `${edits} (a beat's offer settings)`,
  [`POST ${api}/beat/:id/unpublish`]: edits,
  [`POST ${api}/beat/:id/feature`]: `${edits} (administrators)`,
  [`POST ${api}/beat/:id/unfeature`]: `${edits} (administrators)`,
  [`POST ${api}/beat/feature_order`]: `${edits} (administrators)`,
  [`POST ${api}/slide/reorder`]: `${edits} (administrators)`,
  [`POST ${api}/contests/:id`]: `${edits} (administrators)`,
  [`POST ${api}/store_item/:id/approve`]: `${edits} (administrators)`,
  [`POST ${api}/store_item/:id/reject`]: `${edits} (administrators)`,
  [`POST ${api}/store_item/:id/withdraw`]: edits,
  [`POST ${api}/subscribable/set_trial_rule`]: `${edits} (administrators)`,
  [`POST ${api}/text_snippet/:id/restore_version`]: `${edits} (administrators)`,
  [`POST ${api}/notification/:id/cancel`]: edits,
  [`POST ${api}/payout/:id/cancel`]: edits,
  [`POST ${api}/subscription/:id/cancel`]: edits,
  [`POST ${api}/subscription/:id/resume`]: edits,
  [`POST ${api}/settings`]: `${edits} (administrators)`,
  [`POST ${api}/producer/:id/messaging`]: `${edits} (administrators switch a producer's messages)`,
  [`POST ${api}/account/name`]: edits,
  [`POST ${api}/account/news`]: edits,
  [`DELETE ${api}/coupon/rebate`]: edits,
  [`DELETE ${api}/cart/remove/:beat_id`]: edits,
  [`DELETE ${api}/cart/store/:store_item_id`]: edits,
  [`DELETE ${api}/attachment/:id`]: edits,
  [`POST ${api}/order/:id/license/:item/channels`]: `${edits} (the buyer's own licence, within its channel limit)`,
  [`POST ${api}/uploads/:id/complete`]: 'finishes a slot already counted at POST /uploads, within the upload quota',
  [`POST ${api}/logout`]: 'ends the caller’s own session',
  [`POST ${api}/autosuggest/:context`]: 'a search sent as a POST (spec §7): reads only',
  [`POST ${api}/beat/:id/upsell`]: 'reads similar beats and offers: creates nothing',
  [`POST ${api}/text_snippet/:id/versions`]: 'lists a snippet’s saved versions (a read; administrators)',
  [`POST ${api}/email_template/preview`]: 'renders a template without sending it (administrators)',
  [`POST /oauth/:provider/callback`]:
    'Apple’s form post of the sign-in answer: its state and PKCE verifier are single-use, bound to the browser',
  [`POST /webhooks/payments`]: 'Stripe’s signed events: a refused event would be lost money; the signature is checked',
  [`POST ${api}/chargebee`]:
    'Chargebee’s events (basic auth); each is acted on only after reading it back from Chargebee',
  [`POST /storage/upload`]: 'stores a file into a signed, expiring slot made by POST /uploads (limited there)',
};

/**
 * The registry key of a request: the route as registered, with the entity and action of the generic
 * entity calls filled in (`POST /private-api/:entity/:id/:action` → `POST /private-api/beat/:id/rate`).
 */
export function routeKey(method: string, url: string, params: Record<string, string | undefined>): string {
  let path = url;
  if (path.includes('/:entity/') && params.entity) {
    path = path.replace(':entity', params.entity);
    if (path.endsWith('/:action') && params.action) path = path.replace(/:action$/, params.action);
  }
  return `${method} ${path}`;
}

/** The kind limiting a route: its own entry, or the generic entry of every entity's same call. */
export function limitKindOf(key: string): LimitKind | undefined {
  if (LIMITED_ROUTES[key]) return LIMITED_ROUTES[key];
  const generic = key.replace(/^(\w+ \/private-api\/)[a-z_]+\//, '$1:entity/');
  return generic === key || SERVICE_LIMITED[key] || EXEMPT_ROUTES[key] ? undefined : LIMITED_ROUTES[generic];
}

/** Why a route is not counted here (its service limits it, or it is exempt), or undefined. */
export function notLimitedBecause(key: string): string | undefined {
  const generic = key.replace(/^(\w+ \/private-api\/)[a-z_]+\//, '$1:entity/');
  return SERVICE_LIMITED[key] ?? EXEMPT_ROUTES[key] ?? EXEMPT_ROUTES[generic];
}
