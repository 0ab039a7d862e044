// Server layers (issue 15 §3): every source file of apps/server/src belongs to one element type, and
// an element imports only what sits beside or below it. Imports flow
// root → routes → services/entities → repositories → db, with core and shared under everything.
import boundaries from 'eslint-plugin-boundaries';

const SRC = 'apps/server/src';
const MODULE_FILE = `${SRC}/modules/*/**`;

// `mode: 'full'` (deprecated in v7 for file-category descriptors, still supported) matches whole paths,
// which is what a file-suffix element such as `*.routes.ts` needs.
const element = (type, pattern, capture) => ({ type, pattern, mode: 'full', ...(capture ? { capture } : {}) });

/** First match wins: the more specific patterns come first. */
const elements = [
  element('shared', 'packages/shared/src/**'),
  element('core', `${SRC}/core/**`),
  element('db-schema', `${SRC}/db/schema/**`),
  element('db', `${SRC}/db/**`),
  element('adapter', `${SRC}/adapters/**`),
  element('http', `${SRC}/http/**`),
  element('entity-mechanism', `${SRC}/modules/entities/**`),
  // Each area's composition (issue 32): wire<Area>(base, deps) builds its repositories, services and entities.
  element('wiring', `${MODULE_FILE}/*.wire.ts`, ['area']),
  element('routes', `${MODULE_FILE}/*.routes.ts`, ['area']),
  element('repository', `${MODULE_FILE}/*.repository.ts`, ['area']),
  element('entity', `${MODULE_FILE}/*.entity.ts`, ['area']),
  element('service', `${MODULE_FILE}/*.service.ts`, ['area']),
  // Presenters, workers, pure domain helpers (search strategy, ledger, PDFs): a module's own toolbox.
  element('domain', `${MODULE_FILE}/*.{ts,tsx}`, ['area']),
  element('seed', `${SRC}/seed/**`),
  element('types', `${SRC}/types/**`),
  // The composition root: app.ts, server.ts, services.ts, config.ts.
  element('root', `${SRC}/*.ts`),
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const sameArea = (...types) => ({
  to: { element: { types: { anyOf: types }, captured: { area: '{{ from.element.captured.area }}' } } },
});
const allow = (from, ...targets) => targets.map((target) => ({ from: { element: { type: from } }, allow: target }));
const KERNEL = ['core', 'shared'];

const policies = [
  // npm packages and Node built-ins are open to every element, except the ORM (last policy below).
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  ...allow('core', to(...KERNEL)),
  ...allow('db-schema', to('db-schema', 'shared')),
  ...allow('db', to('db', 'db-schema', ...KERNEL)),
  // Adapters declare the shapes of their settings; config.ts builds its own from them, never the reverse.
  ...allow('adapter', to('adapter', 'db', 'db-schema', ...KERNEL)),
  // HTTP plumbing takes what it needs of a module (the rate limits) as an argument, typed by its own port.
  ...allow('http', to('http', 'adapter', 'entity-mechanism', ...KERNEL)),
  ...allow('entity-mechanism', to('entity-mechanism', 'http', 'db', 'db-schema', ...KERNEL)),
  // Routes call services (their own and the entity mechanism's), never repositories or the database.
  ...allow('routes', to('service', 'domain', 'entity-mechanism', 'http', 'adapter', ...KERNEL)),
  // Services reach the database through their own module's repositories; other modules through services.
  ...allow(
    'service',
    to('service', 'domain', 'entity-mechanism', 'adapter', ...KERNEL),
    sameArea('repository', 'entity'),
  ),
  // Entities receive repositories, never the database handle; tables describe their fields, and
  // conditions on them (who sees which rows) come from the area's repository.
  ...allow(
    'entity',
    to('entity-mechanism', 'db-schema', 'service', 'domain', ...KERNEL),
    sameArea('repository', 'entity'),
  ),
  ...allow(
    'domain',
    to('entity-mechanism', 'db-schema', 'adapter', 'service', 'domain', ...KERNEL),
    sameArea('repository', 'entity'),
  ),
  // Repositories sit on the database: they may share a module's pure helpers, never its services or routes.
  ...allow('repository', to('db', 'db-schema', ...KERNEL), sameArea('repository', 'domain')),
  // A wire builds its own area from the ground up and takes other areas' services as arguments (their types only).
  ...allow(
    'wiring',
    to('service', 'domain', 'entity-mechanism', 'adapter', 'http', 'db', ...KERNEL),
    sameArea('routes', 'repository', 'entity'),
  ),
  {
    from: { element: { type: 'wiring' } },
    allow: {
      to: { element: { types: { anyOf: ['root', 'repository', 'entity', 'wiring'] } } },
      dependency: { kind: 'type' },
    },
  },
  ...allow(
    'seed',
    to(
      'seed',
      'root',
      'db',
      'db-schema',
      'adapter',
      'service',
      'domain',
      'entity',
      'repository',
      'entity-mechanism',
      ...KERNEL,
    ),
  ),
  ...allow(
    'root',
    to(
      'root',
      'wiring',
      'seed',
      'db',
      'db-schema',
      'adapter',
      'http',
      'routes',
      'service',
      'domain',
      'entity',
      'repository',
      'entity-mechanism',
      ...KERNEL,
    ),
  ),
  // The ORM stays below the services and entities: they speak in repository calls.
  {
    from: { element: { types: { anyOf: ['routes', 'service', 'entity', 'core'] } } },
    disallow: { to: { module: { origin: 'external', source: 'drizzle-orm*' } } },
  },
];

export default [
  {
    files: [`${SRC}/**/*.ts`],
    ignores: [`${SRC}/**/*.test.ts`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': [`${SRC}/**`, 'packages/shared/src/**'],
      'import/resolver': {
        typescript: {
          project: ['apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies }],
    },
  },
];
