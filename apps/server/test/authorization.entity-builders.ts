import { ADMIN, ADMIN_ONLY_RECORD, all, one, type PolicyRow } from './authorization.policy.js';

/** Row builders for the generic entity calls (spec §7), shared by the entity table. */
const api = '/private-api';

export const noStats = (
  entity: string,
  id: (fx: Parameters<PolicyRow['cases'][0]['req']>[0]) => number | string,
): PolicyRow => ({
  route: `POST ${api}/${entity}/:id/stat/:stat`,
  cases: one((fx) => ({ url: `${api}/${entity}/${id(fx)}/stat/played` }), all(404)),
});

type Fx = Parameters<PolicyRow['cases'][0]['req']>[0];
type Differs = Partial<Record<'create' | 'read' | 'delete' | 'restore' | 'save', PolicyRow['cases'][0]['expect']>> & {
  hardDelete?: true;
};
export function adminEntity(
  entity: string,
  id: (fx: Fx) => number,
  fresh: (fx: Fx) => Promise<number>,
  create: object,
  save: object,
  differs: Differs = {},
): PolicyRow[] {
  const at = `${api}/${entity}`;
  // Without soft delete there is nothing to restore: the call is refused on a live record.
  const restorable = async (fx: Fx) => (differs.hardDelete ? id(fx) : fx.deleted(entity, () => fresh(fx)));
  return [
    {
      route: `GET ${at}/records`,
      cases: [
        { req: () => ({ url: `${at}/records` }), expect: ADMIN },
        { on: 'archived', req: () => ({ url: `${at}/records?archived=1` }), expect: ADMIN },
      ],
    },
    { route: `POST ${at}/create`, cases: one(() => ({ url: `${at}/create`, body: create }), differs.create ?? ADMIN) },
    { route: `GET ${at}/:id`, cases: one((fx) => ({ url: `${at}/${id(fx)}` }), differs.read ?? ADMIN_ONLY_RECORD) },
    {
      route: `DELETE ${at}/:id`,
      cases: one(async (fx) => ({ url: `${at}/${await fresh(fx)}` }), differs.delete ?? ADMIN_ONLY_RECORD),
    },
    {
      route: `POST ${at}/:id/restore`,
      cases: one(
        async (fx) => ({ url: `${at}/${await restorable(fx)}/restore` }),
        differs.restore ?? ADMIN_ONLY_RECORD,
      ),
    },
    {
      route: `POST ${at}/:id/save`,
      cases: one((fx) => ({ url: `${at}/${id(fx)}/save`, body: save }), differs.save ?? ADMIN_ONLY_RECORD),
    },
    noStats(entity, id),
  ];
}
