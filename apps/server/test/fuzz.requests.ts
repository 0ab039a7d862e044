import fc from 'fast-check';

/** Malformed requests for every route (issue 13): hostile texts and numbers, poisoned and nearly valid bodies. */
export const ENTITIES = [
  'user',
  'beat',
  'comment',
  'coupon',
  'license',
  'order',
  'text_snippet',
  'mail',
  'subscribable',
  'subscription',
];
const FIELDS = [
  'id',
  'email',
  'password',
  'password_confirmation',
  'first_name',
  'last_name',
  'nickname',
  'news',
  'role',
  'token',
  'recaptcha',
  'title',
  'description',
  'family',
  'beat_type',
  'bpm',
  'price',
  'tags',
  'name',
  'group',
  'coproducer_id',
  'beat_id',
  'body',
  'value',
  'field',
  'code',
  'purpose',
  'type',
  'size',
  'license_id',
  'trackouts_id',
  'bundle_license_id',
  'checkout_key',
  'payment_method',
  'buy_x',
  'get_y',
  'percent_off',
  'redeem_by',
  'message',
  'subject',
  'status',
  'reason',
  'expires_in',
  'invitation_token',
  'search',
  'sort',
  'filter',
  'fields',
  'page',
  'per_page',
  'archived',
  'limit',
  'exclude',
  'relation_ids',
  'subscribable_id',
  'trial_days',
  'allowance',
  'interval',
  'idempotency_key',
];

/** Any UTF-16 code unit, so lone surrogates and NUL come up as well as ordinary text. */
const anyText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
  maxLength: 30,
});
const hostileText = fc.oneof(
  fc.constantFrom('a\u0000b', 'Trap\u0000', '\ud800', 'x\udfffy'),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '%00',
    "'; drop table users; --",
    '😀',
    'null',
    'true',
    'me',
    'featured',
    'tos',
    '-1',
    '0',
    '1',
    '3',
    '2147483648',
    '9'.repeat(30),
    '1e309',
    'NaN',
    '{"beat_id":"x"}',
    '{"role":"\\u0000"}',
    '{"slug":"\\ud800"}',
    '{"id":[2147483648]}',
    '{"beat_id":1e30}',
    '[1]',
    'a'.repeat(3000),
    '-created',
    'title:desc,id',
    'WELCOME10',
  ),
  anyText,
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 3, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 1.5, 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double(),
);
const scalar = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), anyText), tie('v'), { maxKeys: 4 }),
  ),
})).v;
/**
 * Mostly plausible values per field name, so that requests get past the first check and reach the
 * handlers and the database; any field may instead carry a hostile value.
 */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('buyer@beatmarket.test', 'fuzz@example.com'),
  password: fc.constantFrom('beatmarket', 'fuzz-password-1'),
  first_name: fc.constantFrom('Ann', 'Bo'),
  news: fc.boolean(),
  role: fc.constantFrom(1, 2, 3),
  title: fc.constantFrom('Fuzz Beat', 'Night Pt. 2'),
  family: fc.constantFrom('beat', 'feature'),
  beat_type: fc.constantFrom('plain', 'with_hooks'),
  bpm: fc.integer({ min: 20, max: 300 }),
  price: fc.integer({ min: 0, max: 100_000 }),
  tags: fc.array(
    fc.record({
      name: fc.oneof(fc.constantFrom('Trap', 'Lo-fi'), hostileText),
      group: fc.constantFrom('genre', 'mood', 'x'),
    }),
    { maxLength: 3 },
  ),
  coproducer_id: fc.oneof(fc.integer({ min: 1, max: 7 }), hostileNumber, fc.constant(null)),
  beat_id: fc.oneof(fc.integer({ min: 1, max: 40 }), hostileNumber),
  license_id: fc.oneof(fc.integer({ min: 1, max: 10 }), hostileNumber),
  body: fc.constantFrom('Nice beat', 'Hello'),
  message: fc.constantFrom('Hello there'),
  value: fc.oneof(fc.integer({ min: 0, max: 5 }), hostileText),
  field: fc.constantFrom('title', 'bpm', 'tags', 'first_name', 'code', 'body'),
  code: fc.constantFrom('WELCOME10', 'FUZZ'),
  purpose: fc.constantFrom('master', 'cover', 'zip'),
  type: fc.constantFrom('audio/wav', 'image/png', 'exclusive'),
  size: fc.oneof(fc.integer({ min: 1, max: 10_000 }), hostileNumber),
  name: fc.constantFrom('a.wav', 'cover.png'),
  buy_x: fc.integer({ min: 1, max: 5 }),
  get_y: fc.integer({ min: 0, max: 2 }),
  percent_off: fc.integer({ min: 1, max: 100 }),
  redeem_by: fc.constantFrom('2030-01-01', '1999-13-40'),
  checkout_key: fc.uuid(),
};
const fieldValue = (f: string) =>
  fc.oneof({ weight: 3, arbitrary: PLAUSIBLE[f] ?? hostileText }, { weight: 1, arbitrary: value });
/** Every plausible field, with one of them hostile: gets past most checks to the writes. */
const nearlyValid = fc
  .tuple(fc.record(PLAUSIBLE), fc.constantFrom(...Object.keys(PLAUSIBLE)), fc.oneof(hostileText, hostileNumber, value))
  .map(([valid, key, bad]) => ({ ...valid, [key]: bad }) as Record<string, unknown>);
const someFields = fc
  .tuple(fc.subarray(FIELDS, { maxLength: 5 }), fc.array(anyText, { maxLength: 1 }))
  .chain(([keys, odd]) => fc.tuple(...[...keys, ...odd].map((k) => fieldValue(k).map((v) => [k, v] as const))))
  .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);
/** Deep-maps every string (or number) of a value. */
function mapLeaves(v: unknown, text: (s: string) => unknown, num: (n: number) => unknown): unknown {
  if (typeof v === 'string') return text(v);
  if (typeof v === 'number') return num(v);
  if (Array.isArray(v)) return v.map((x) => mapLeaves(x, text, num));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapLeaves(x, text, num)]));
  return v;
}
/** Every string poisoned (NUL, a lone surrogate), or every number an id no row has or int4 cannot hold. */
const poisoned = fc
  .tuple(
    fc.record(PLAUSIBLE),
    fc.constantFrom('\u0000', '\ud800', '\udc00x'),
    fc.constantFrom(2 ** 31, 2_000_000_000, -1, 1e20),
  )
  .chain(
    ([valid, poison, big]) =>
      fc.constantFrom(
        mapLeaves(
          valid,
          (t) => `${t}${poison}`,
          (n) => n,
        ),
        mapLeaves(
          valid,
          (t) => t,
          () => big,
        ),
      ) as fc.Arbitrary<Record<string, unknown>>,
  );
const bodyObject = fc.oneof(
  poisoned,
  nearlyValid,
  someFields,
  fc.record(PLAUSIBLE) as fc.Arbitrary<Record<string, unknown>>,
);

const QUERY_KEYS = [
  'search',
  'sort',
  'filter',
  'fields',
  'page',
  'per_page',
  'archived',
  'limit',
  'exclude',
  'relation_ids',
  'status',
];
const queryValue = fc.oneof(
  hostileText,
  fc.constantFrom(
    '{"beat_id":1}',
    '{"role":[1,2]}',
    '{"family":"beat"}',
    '{"mine":"me"}',
    '{"status":"paid"}',
    'title',
    '-created',
    '25',
    '#trap',
    'bpm:80-100',
  ),
);

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string; contentType: string } | { kind: 'none' };
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: bodyObject.map((v) => ({ kind: 'json' as const, value: v })) },
  { weight: 1, arbitrary: value.map((v) => ({ kind: 'json' as const, value: v })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('{"a":', '', 'null', '\u0000', '{"a":"\\u0000"}', 'x=1&y=2')
      .chain((payload) =>
        fc
          .constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
          )
          .map((contentType) => ({ kind: 'raw' as const, payload, contentType })),
      ),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

/** Params by name: ids from real rows and hostile ones, entity and action names from the registry. */
function paramArb(name: string, ids: number[], actions: string[]): fc.Arbitrary<string> {
  const idLike = fc.oneof(fc.constantFrom(...ids.map(String)), hostileNumber.map(String), hostileText);
  if (name === 'entity')
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...ENTITIES) }, { weight: 1, arbitrary: hostileText });
  if (name === 'action')
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...actions) }, { weight: 1, arbitrary: hostileText });
  if (name === 'stat') return fc.oneof(fc.constantFrom('played', 'downloaded', 'shared_link'), hostileText);
  if (/id$|^item$/.test(name)) return idLike;
  if (name === 'code') return fc.oneof(fc.constantFrom('WELCOME10', 'SUMMER25'), hostileText);
  return hostileText;
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as in any real URL). */
const encode = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

export interface Route {
  method: string;
  path: string;
  params: string[];
}
interface Request {
  route: Route;
  actor: 'visitor' | 'admin';
  params: string[];
  query: [string, string][];
  body: Body;
}

export function requestArb(routes: Route[], ids: number[], actions: string[]): fc.Arbitrary<Request> {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      actor: fc.constantFrom('visitor' as const, 'admin' as const),
      params: fc.tuple(...route.params.map((p) => paramArb(p, ids, actions))) as fc.Arbitrary<string[]>,
      query: fc.array(
        fc.tuple(
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: anyText }),
          queryValue,
        ),
        { maxLength: 4 },
      ),
      body: route.method === 'GET' ? fc.constant({ kind: 'none' as const }) : body,
    }),
  );
}

export function urlOf(r: Request): string {
  let i = 0;
  const path = r.route.path.replace(/:[a-z_]+(\([^)]*\))?|\*/gi, () => encode(r.params[i++] ?? 'x'));
  const query = r.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}
