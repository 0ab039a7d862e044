import { ADMIN, one, PUBLIC, type PolicyRow } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';
import { noStats } from './authorization.entity-builders.js';

/**
 * Tags (issue 34, decision 0084): administrators list, rename, merge and delete them; anyone reads one
 * (every card shows its tags); nobody makes one through the entity (producers tag beats in the editor).
 * Part of ENTITY_ROWS.
 */
const at = '/private-api/tag';
/** Refused to everyone signed in, administrators too (a visitor is asked to log in first). */
const NOBODY = [401, 403, 403, 403, 403, 403] as const;
let serial = 0;

/** A tag of its own, made as producers make them: on a beat. */
async function freshTag(fx: Fixtures): Promise<number> {
  const name = `tagfx${Date.now().toString(36)}${serial++}`;
  const made = await fx.clients.producer.post('/private-api/beat/create', {
    family: 'beat',
    title: `Tagged ${name}`,
    tags: [{ name, group: 'genre' }],
  });
  if (made.status !== 200) throw new Error(`tag fixture: beat ${made.status}`);
  const list = await fx.clients.admin.get<{ id: number; name: string }[]>(`${at}/records?search=${name}`);
  const tag = list.body.data.find((t) => t.name === name);
  if (!tag) throw new Error(`tag fixture: ${name} not listed`);
  return tag.id;
}
let shared: number | undefined;
const someTag = async (fx: Fixtures) => (shared ??= await freshTag(fx));

export const TAG_ROWS: PolicyRow[] = [
  { route: `GET ${at}/records`, cases: one(() => ({ url: `${at}/records` }), ADMIN) },
  { route: `GET ${at}/export`, cases: one(() => ({ url: `${at}/export` }), ADMIN) },
  { route: `POST ${at}/create`, cases: one(() => ({ url: `${at}/create`, body: { name: 'x' } }), NOBODY) },
  { route: `GET ${at}/:id`, cases: one(async (fx) => ({ url: `${at}/${await someTag(fx)}` }), PUBLIC) },
  {
    route: `POST ${at}/:id/save`,
    cases: one(async (fx) => ({ url: `${at}/${await someTag(fx)}/save`, body: { name: `renamed${serial++}` } }), ADMIN),
  },
  { route: `DELETE ${at}/:id`, cases: one(async (fx) => ({ url: `${at}/${await freshTag(fx)}` }), ADMIN) },
  // No soft delete: nothing to restore, for anyone.
  {
    route: `POST ${at}/:id/restore`,
    cases: one(async (fx) => ({ url: `${at}/${await someTag(fx)}/restore` }), NOBODY),
  },
  {
    route: `POST ${at}/:id/merge`,
    cases: one(
      async (fx) => ({ url: `${at}/${await freshTag(fx)}/merge`, body: { into_id: await freshTag(fx) } }),
      ADMIN,
    ),
  },
  noStats('tag', () => 1),
];
