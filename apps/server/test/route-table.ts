import type { FastifyInstance } from 'fastify';

/** Registered routes, the generic entity calls expanded per entity and per named action. */
export function registeredRoutes(app: FastifyInstance): string[] {
  const { entities } = app.services;
  return app.routeList.flatMap((route) => {
    if (!route.includes('/:entity/')) return [route];
    const [method, path] = route.split(' ') as [string, string];
    return entities.names().flatMap((name) => {
      const at = path.replace(':entity', name);
      const actions = Object.entries(entities.definition(name).actions ?? {}).filter(([, a]) => a.method === method);
      const named = (onRecord: boolean) =>
        actions
          .filter(([, a]) => a.onRecord === onRecord)
          .map(([action]) => `${method} ${at.replace(':action', action)}`);
      if (path.endsWith('/:id/:action')) return named(true);
      // Bulk: the generic archive and restore where the entity keeps an archive, and its own.
      if (path.endsWith('/bulk/:action')) {
        const def = entities.definition(name);
        const bulk = [...(def.deletedAtColumn ? ['archive', 'restore'] : []), ...Object.keys(def.bulk ?? {})];
        return bulk.map((action) => `${method} ${at.replace(':action', action)}`);
      }
      if (path.endsWith('/:action')) return named(false);
      // GET /{entity}/{x} reads record x, or runs the entity's GET action named x.
      if (method === 'GET' && path.endsWith('/:id'))
        return [
          `${method} ${at}`,
          ...actions.filter(([, a]) => !a.onRecord).map(([action]) => `${method} ${at.replace(':id', action)}`),
        ];
      return [`${method} ${at}`];
    });
  });
}
