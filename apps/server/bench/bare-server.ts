/**
 * The yardstick for the catalog API (issue 14): a bare Fastify + `pg` server answering the home page's
 * "newest 25" list and a word search with the simplest SQL that gives the product's answer for a
 * visitor: the same rows, the same card fields and the same counts (capped at 250, as the product
 * caps them). No session, CSRF, validation, entity mechanism or ORM: one query per request.
 * Usage: DATABASE_URL=postgres://… PORT=13305 node --import tsx apps/server/bench/bare-server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';

/** The product's count cap (beats.repository COUNT_CAP): counts past it read "250+". */
const CAP = 250;

/** A visitor's card, every field the product's list answer holds, computed in SQL (`b` beat, `p`/`c` people). */
const CARD = String.raw`
  b.id, b.slug, b.family, b.beat_type as "beatType", b.title,
  t.main as title_main, t.deco as title_decoration, coalesce(t.part, '') as title_part,
  concat_ws(' ', nullif(t.main, ''), nullif(t.deco, ''), t.part) as full_title,
  b.image_url, b.demo_url, b.demo_filename, b.waveform_url, (b.duration_ms / 1000.0)::float8 as duration,
  b.media_state, null as media_error, b.bpm_detected, b.key_detected, null as publish_requested_at,
  b.price, case when b.family = 'feature' then b.price else (select min(price) from licenses
    where deleted_at is null and type not in ('addon', 'feature', 'inner_circle')) end as price_from,
  b.available, b.sold, b.available and not b.sold as purchasable,
  exists(select 1 from attachments a where a.beat_id = b.id and a.kind = 'zip' and a.deleted_at is null) as trackouts_available,
  b.published_at, b.feature_position,
  case when b.rating_count > 0 and round(b.rating_half_points::numeric / b.rating_count / 2, 2) >= coalesce(
    (select (value #>> '{}')::numeric from settings where key = 'beat_rating_show_for'), 3.5)
    then round(b.rating_half_points::numeric / b.rating_count / 2, 2)::float8 end as avg_rating,
  b.rating_count, b.comment_count, b.bpm, b.musical_key, b.description, b.samples,
  coalesce((select json_object_agg(g.slug, json_build_object('name', g.name, 'group', g."group", 'hash', '#' || g.slug))
    from beat_tags bt join tags g on g.id = bt.tag_id where bt.beat_id = b.id), '{}') as tags_object,
  b.producer_id, trim(p.first_name || ' ' || p.last_name) as producer_name, p.nickname as producer_nickname,
  p.producer_identifier, b.coproducer_id,
  nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as coproducer_name,
  c.nickname as coproducer_nickname, null as token, b.premium_download_data, false as _favored, null as _rating,
  false as _can_edit, b.sales, b.plays, b.favorites_count as favorites, b.top_rank as _top_rank, b.deleted_at,
  b.created_at, null as plan_offer`;
const PEOPLE = String.raw`
  join users p on p.id = b.producer_id left join users c on c.id = b.coproducer_id
  cross join lateral (select regexp_replace(trim(b.title), '\s+Pt\.\s*\d+$', '', 'i') as main,
    (regexp_match(trim(b.title), '\s(Pt\.\s*\d+)$', 'i'))[1] as part,
    case b.beat_type when 'with_hooks' then 'with Hook' when 'with_scratches' then 'with Scratches' else '' end as deco) t`;
const VISIBLE = `b.deleted_at is null and b.published_at is not null`;

/** Newest published beats first; the count stops at the cap. */
const NEWEST = `
  select ${CARD}, (select count(*) from (select 1 from beats b where ${VISIBLE} and b.family = 'beat'
    limit ${CAP + 1}) n)::int as n, null as total
  from beats b ${PEOPLE}
  where ${VISIBLE} and b.family = 'beat'
  order by b.published_at desc nulls last, b.id desc limit 25`;

/**
 * Every word must match (full text, English stemming); the product promises relevance among the
 * most recent 251 matches, ranked by ts_rank_cd, and that many matches as the (capped) count.
 */
const SEARCH = `
  with q as (select plainto_tsquery('english', $1) as q),
  recent as (select b.id, b.search_vector as v from beats b, q where ${VISIBLE} and b.search_vector @@ q.q
    order by b.published_at desc nulls last, b.id desc limit ${CAP + 1}),
  ranked as (select recent.id, ts_rank_cd(recent.v, q.q) as r from recent, q order by r desc, recent.id desc limit 25)
  select ${CARD}, (select count(*) from recent)::int as n,
    (select count(*) from (select 1 from beats b where ${VISIBLE} limit ${CAP + 1}) t)::int as total
  from ranked join beats b on b.id = ranked.id ${PEOPLE}
  order by ranked.r desc, ranked.id desc`;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.POOL_SIZE ?? 10) });

/** The product's envelope: `total` counts the list's scope, `found` the matches, both capped ("250+"). */
const answer = (rows: ({ n: number; total: number | null } & Record<string, unknown>)[]) => {
  const found = rows[0]?.n ?? 0;
  const total = rows[0] ? (rows[0].total ?? found) : 0;
  const info = { ...(found > CAP && { found_capped: true }), ...(total > CAP && { total_capped: true }) };
  return {
    data: rows.map(({ n: _n, total: _t, ...card }) => card),
    meta: {
      total: Math.min(total, CAP),
      found: Math.min(found, CAP),
      ...(found > CAP || total > CAP ? { other_query_info: info } : {}),
    },
  };
};

const app = Fastify();
app.get('/newest', async () => answer((await pool.query(NEWEST)).rows));
// The yardstick of the boot call (issue 33): the least a Fastify route can answer.
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/search', async (req) => {
  const q = String((req.query as { q?: unknown }).q ?? '').slice(0, 200);
  return answer((await pool.query(SEARCH, [q])).rows);
});
await app.listen({ port: Number(process.env.PORT ?? 13305), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
