import {
  ADMIN,
  ADMIN_ONLY_RECORD,
  LOGGED_IN,
  one,
  PRODUCER_OWN,
  PRODUCER_OWN_HIDDEN,
  PRODUCERS,
  PUBLIC,
  type PolicyRow,
} from './authorization.policy.js';

/** The beat entity's generic calls and named actions (beat.entity.ts, spec §6); part of ENTITY_ROWS. */
const api = '/private-api';

export const BEAT_ROWS: PolicyRow[] = [
  // beat: everyone reads published beats; producers create; the owner and administrators change theirs.
  {
    route: `GET ${api}/beat/records`,
    cases: [
      { req: () => ({ url: `${api}/beat/records` }), expect: PUBLIC },
      { on: 'archived', req: () => ({ url: `${api}/beat/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/beat/create`,
    cases: one(() => ({ url: `${api}/beat/create`, body: { family: 'beat', title: 'Table beat' } }), PRODUCERS),
  },
  {
    route: `GET ${api}/beat/:id`,
    cases: [
      { on: 'published', req: (fx) => ({ url: `${api}/beat/${fx.ids.pub}` }), expect: PUBLIC },
      { on: 'unpublished', req: (fx) => ({ url: `${api}/beat/${fx.ids.draft}` }), expect: PRODUCER_OWN_HIDDEN },
      {
        on: 'deleted',
        req: async (fx) => ({ url: `${api}/beat/${await fx.freshDeletedDraft()}` }),
        expect: ADMIN_ONLY_RECORD,
      },
    ],
  },
  {
    route: `DELETE ${api}/beat/:id`,
    cases: [
      {
        on: 'published',
        req: async (fx) => ({ url: `${api}/beat/${await fx.freshPublished()}` }),
        expect: PRODUCER_OWN,
      },
      {
        on: 'unpublished',
        req: async (fx) => ({ url: `${api}/beat/${await fx.freshDraft()}` }),
        expect: PRODUCER_OWN_HIDDEN,
      },
    ],
  },
  {
    route: `POST ${api}/beat/:id/restore`,
    cases: one(async (fx) => ({ url: `${api}/beat/${await fx.freshDeletedDraft()}/restore` }), PRODUCER_OWN_HIDDEN),
  },
  {
    route: `POST ${api}/beat/:id/save`,
    cases: [
      {
        on: 'published',
        req: (fx) => ({
          url: `${api}/beat/${fx.ids.pub}/save`,
          body: { field: 'description', value: 'Table description' },
        }),
        expect: PRODUCER_OWN,
      },
      {
        on: 'unpublished',
        req: (fx) => ({
          url: `${api}/beat/${fx.ids.draft}/save`,
          body: { field: 'description', value: 'Table description' },
        }),
        expect: PRODUCER_OWN_HIDDEN,
      },
    ],
  },
  {
    route: `POST ${api}/beat/:id/stat/:stat`,
    cases: [
      { on: 'published', req: (fx) => ({ url: `${api}/beat/${fx.ids.pub}/stat/played` }), expect: PUBLIC },
      {
        on: 'unpublished',
        req: (fx) => ({ url: `${api}/beat/${fx.ids.draft}/stat/played` }),
        expect: PRODUCER_OWN_HIDDEN,
      },
    ],
  },
  // A play's token (decision 0094): anyone who may see a playable beat; heard, a bad token is refused (422).
  {
    route: `POST ${api}/beat/:id/play`,
    cases: [
      { on: 'published', req: (fx) => ({ url: `${api}/beat/${fx.ids.pub}/play` }), expect: PUBLIC },
      { on: 'unpublished', req: (fx) => ({ url: `${api}/beat/${fx.ids.draft}/play` }), expect: PRODUCER_OWN_HIDDEN },
    ],
  },
  {
    route: `POST ${api}/beat/:id/play/heard`,
    cases: [
      {
        on: 'published',
        req: (fx) => ({ url: `${api}/beat/${fx.ids.pub}/play/heard`, body: { token: 'x.y' } }),
        expect: [422, 422, 422, 422, 422, 422],
      },
      {
        on: 'unpublished',
        req: (fx) => ({ url: `${api}/beat/${fx.ids.draft}/play/heard`, body: { token: 'x.y' } }),
        expect: [404, 404, 404, 422, 404, 422],
      },
    ],
  },
  // How far a play got (decision 0103): the same token rules as the heard report.
  {
    route: `POST ${api}/beat/:id/play/progress`,
    cases: [
      {
        on: 'published',
        req: (fx) => ({ url: `${api}/beat/${fx.ids.pub}/play/progress`, body: { token: 'x.y', tenths: 1 } }),
        expect: [422, 422, 422, 422, 422, 422],
      },
      {
        on: 'unpublished',
        req: (fx) => ({ url: `${api}/beat/${fx.ids.draft}/play/progress`, body: { token: 'x.y', tenths: 1 } }),
        expect: [404, 404, 404, 422, 404, 422],
      },
    ],
  },
  { route: `GET ${api}/beat/random`, cases: one(() => ({ url: `${api}/beat/random` }), PUBLIC) },
  {
    // Issue 37 §3: a file reference needs an account (its upload does); "more like this" needs a beat one can
    // see. The table's beats were never listened to (422), the bad token is refused (422).
    route: `POST ${api}/beat/sounds_like`,
    cases: [
      {
        on: 'a file',
        req: () => ({ url: `${api}/beat/sounds_like`, body: { file_token: 'x.y' } }),
        expect: [401, 422, 422, 422, 422, 422],
      },
      {
        on: 'a published beat',
        req: (fx) => ({ url: `${api}/beat/sounds_like`, body: { beat_id: fx.ids.pub } }),
        expect: [422, 422, 422, 422, 422, 422],
      },
      {
        on: 'an unpublished beat',
        req: (fx) => ({ url: `${api}/beat/sounds_like`, body: { beat_id: fx.ids.draft } }),
        expect: [404, 404, 404, 422, 404, 422],
      },
    ],
  },
  // The back office's badge: only administrators learn how many beats wait for approval.
  { route: `GET ${api}/beat/awaiting-approval`, cases: one(() => ({ url: `${api}/beat/awaiting-approval` }), ADMIN) },
  // Issue 37 §4: uploads held as possible copies are the administrators'; a beat's match is its owners'.
  { route: `GET ${api}/copy-reviews`, cases: one(() => ({ url: `${api}/copy-reviews` }), ADMIN) },
  { route: `GET ${api}/copy-reviews/count`, cases: one(() => ({ url: `${api}/copy-reviews/count` }), ADMIN) },
  {
    // The table's beat is held by nothing: an administrator's verdict finds no held upload (404).
    route: `POST ${api}/copy-reviews/:id/verdict`,
    cases: one(
      (fx) => ({ url: `${api}/copy-reviews/${fx.ids.pub}/verdict`, body: { verdict: 'cleared' } }),
      [401, 403, 403, 403, 403, 404],
    ),
  },
  {
    route: `GET ${api}/beat/:id/copy-match`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/copy-match` }), PRODUCER_OWN),
  },
  // Approval needs a preview: a fresh beat has none, so those allowed to ask are told so (409).
  {
    route: `POST ${api}/beat/:id/request_publish`,
    cases: one(
      async (fx) => ({ url: `${api}/beat/${await fx.freshDraft()}/request_publish` }),
      [404, 404, 404, 409, 404, 409],
    ),
  },
  {
    route: `POST ${api}/beat/:id/publish`,
    cases: one(async (fx) => ({ url: `${api}/beat/${await fx.freshDraft()}/publish` }), [404, 404, 404, 403, 404, 200]),
  },
  {
    route: `POST ${api}/beat/:id/unpublish`,
    cases: one(async (fx) => ({ url: `${api}/beat/${await fx.freshPublished()}/unpublish` }), ADMIN),
  },
  // Featured (issue 16): administrators only, on beats everyone sees.
  { route: `POST ${api}/beat/:id/feature`, cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/feature` }), ADMIN) },
  {
    route: `POST ${api}/beat/:id/unfeature`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/unfeature` }), ADMIN),
  },
  {
    route: `POST ${api}/beat/feature_order`,
    cases: one((fx) => ({ url: `${api}/beat/feature_order`, body: { ids: [fx.ids.pub] } }), ADMIN),
  },
  {
    route: `POST ${api}/beat/:id/rate`,
    cases: [
      {
        on: 'published',
        req: (fx) => ({ url: `${api}/beat/${fx.ids.pub}/rate`, body: { value: 4 } }),
        expect: LOGGED_IN,
      },
      {
        on: 'unpublished',
        req: (fx) => ({ url: `${api}/beat/${fx.ids.draft}/rate`, body: { value: 4 } }),
        expect: PRODUCER_OWN_HIDDEN,
      },
    ],
  },
  { route: `POST ${api}/beat/:id/upsell`, cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/upsell` }), PUBLIC) },
  { route: `POST ${api}/beat/:id/favor`, cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/favor` }), LOGGED_IN) },
  {
    route: `POST ${api}/beat/:id/unfavor`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/unfavor` }), LOGGED_IN),
  },
];
