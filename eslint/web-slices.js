// Web feature slices (issue 15 §2, decision 0024): every source file of apps/web/src belongs to one
// element, and a feature imports only itself, components/, lib/ and @beatmarket/shared. app/ is the
// one place that composes features (routes, layout, and the action slots of lib/slots.tsx). Each
// feature folder is its own zone, captured by name, so a new folder is fenced in without editing this.
import boundaries from 'eslint-plugin-boundaries';

const SRC = 'apps/web/src';

const element = (type, pattern, capture) => ({ type, pattern, mode: 'full', ...(capture ? { capture } : {}) });

/** First match wins. */
const elements = [
  element('shared', 'packages/shared/src/**'),
  element('app', `${SRC}/app/**`),
  element('feature', `${SRC}/features/*/**`, ['feature']),
  element('components', `${SRC}/components/**`),
  element('lib', `${SRC}/lib/**`),
  element('test-kit', `${SRC}/test/**`),
  // boot.ts (the browser, which loads main.tsx) and entry-server.tsx (the server render) start the app.
  element('entry', `${SRC}/*.{ts,tsx}`),
  element('style', `${SRC}/**/*.css`),
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const allow = (from, ...targets) => targets.map((target) => ({ from: { element: { type: from } }, allow: target }));
const BELOW = ['components', 'lib', 'shared'];

const policies = [
  // npm packages and browser built-ins are open to every element.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  ...allow('shared', to('shared')),
  ...allow('lib', to('lib', 'shared')),
  ...allow('components', to('components', 'lib', 'shared')),
  // A feature reaches another feature's screens only through app/: never by importing it.
  ...allow('feature', to(...BELOW), {
    to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
  }),
  ...allow('app', to('app', 'feature', ...BELOW)),
  ...allow('entry', to('entry', 'app', 'style', ...BELOW)),
  // Test helpers render screens inside app/'s providers, as the app does.
  ...allow('test-kit', to('test-kit', 'app', 'feature', ...BELOW)),
];

const named = (side) => `{{${side}.type}}{{#if ${side}.captured.feature}} "{{${side}.captured.feature}}"{{/if}}`;
const message = `${named('from')} may not import ${named('to')}: a feature imports only itself, components/, lib/ and @beatmarket/shared; app/ composes features (decision 0024).`;

export default [
  {
    files: [`${SRC}/**/*.{ts,tsx}`],
    // Tests assemble what they exercise (a login-gated button with the real login dialog), as app/ does;
    // the fence is for the code that ships, like the server's layers (eslint/server-layers.js).
    ignores: [`${SRC}/**/*.test.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': [`${SRC}/**`, 'packages/shared/src/**'],
      'import/resolver': {
        typescript: {
          project: ['apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies, message }],
    },
  },
];
