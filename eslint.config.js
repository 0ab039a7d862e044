import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const group = (group, message) => ({ group, message });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', '**/migrations/**', '*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...restrict([
        group(['@beatmarket/server', '**/apps/server/**', '**/server/src/**'], 'The web app never imports the server.'),
      ]),
    },
  },
  // Import boundaries (DESIGN.md): shared imports nothing of ours; on the server
  // routes → service → repository → db, and a module never reaches into another module's repository.
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([group(['@beatmarket/*', '**/apps/**'], 'shared imports nothing of ours.')]),
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: restrict([
      group(
        ['**/*.repository*', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
        'Routes call services, never repositories or the database.',
      ),
    ]),
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: restrict([
      group(['**/db/**', 'drizzle-orm', 'drizzle-orm/*'], 'Services reach the database through repositories.'),
      group(['**/*.routes*'], 'Services never import routes.'),
      group(['../*/*.repository*'], "Use another module's service, never its repository."),
    ]),
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: restrict([group(['**/*.service*', '**/*.routes*'], 'Repositories sit below services and routes.')]),
  },

  // Layout is Prettier's job (`npm run format`); ESLint keeps to correctness.
  eslintConfigPrettier,
);
