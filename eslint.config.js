import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import globals from 'globals';
import serverLayers from './eslint/server-layers.js';
import webSlices from './eslint/web-slices.js';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const group = (group, message) => ({ group, message });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.tmp/**',
      'data/**',
      '**/migrations/**',
      '*.tmp.mjs',
    ],
  },
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
  // Import boundaries (DESIGN.md): shared imports nothing of ours.
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([group(['@beatmarket/*', '**/apps/**'], 'shared imports nothing of ours.')]),
  },
  // Server layers: one element type per file, imports flow one way (eslint/server-layers.js).
  ...serverLayers,
  // Web feature slices (decision 0024): a feature imports no other feature.
  ...webSlices,
  // No function a screen long (issue 32 §4): tests' describe blocks aside, 150 lines at most.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  // Layout is Prettier's job (`npm run format`); ESLint keeps to correctness.
  eslintConfigPrettier,
);
