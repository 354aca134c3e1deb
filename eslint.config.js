import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { speedLayer } from './eslint/speed-layer.js';

const planDan = { rules: { 'feature-boundaries': featureBoundaries, 'speed-layer': speedLayer } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/employee/**/*.{ts,tsx}', 'packages/web-common/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The notification script runs as it is in both apps' service workers.
    files: ['packages/web-common/src/push-worker/push-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Features stay apart, by any path: shared pieces live in platform/ (server), components/ and lib/ (web apps),
    // and those shared folders import no feature (the app shell, app/, composes them).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'apps/employee/src/**/*.{ts,tsx}'],
    plugins: { 'plan-dan': planDan },
    rules: {
      'plan-dan/feature-boundaries': [
        'error',
        {
          roots: [
            { dir: 'apps/server/src/modules' },
            { dir: 'apps/web/src/features', alias: { '@/': 'apps/web/src/' }, shared: ['apps/web/src/components', 'apps/web/src/lib'] },
            { dir: 'apps/employee/src/features', alias: { '@/': 'apps/employee/src/' }, shared: ['apps/employee/src/components', 'apps/employee/src/lib'] },
          ],
        },
      ],
    },
  },
  {
    // The server's speed devices live behind one door: db/, platform/ and the tasks room's list/ slice. Elsewhere
    // repositories are plain Kysely and services plain rules. Tests may reach in to check a device.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.spec.ts'],
    plugins: { 'plan-dan': planDan },
    rules: {
      'plan-dan/speed-layer': [
        'error',
        {
          allowedIn: ['apps/server/src/db', 'apps/server/src/platform', 'apps/server/src/modules/tasks/list'],
          modules: [
            { path: 'apps/server/src/db/compile-once.ts' },
            { path: 'apps/server/src/db/kept-reads.ts' },
            { package: 'lru-cache' },
            { path: 'apps/server/src/db/database.ts', names: ['withStatementCache', 'directReaderOf', 'keepPrepared', 'changeMarkOf'] },
            { path: 'apps/server/src/platform/open-session.ts', names: ['selectSessionEnd', 'isOpenAt'] },
            { path: 'apps/server/src/platform/auth.ts', names: ['sessionToCheckOf', 'SessionToCheck'] },
            { path: 'apps/server/src/modules/tasks/list/list-version.ts' },
            { path: 'apps/server/src/modules/tasks/list/list-answers.ts' },
            { path: 'apps/server/src/modules/tasks/list/list.repository.ts' },
          ],
          members: ['requireUserToken'],
        },
      ],
    },
  },
  {
    // Files and functions a newcomer can read: split by what they do when they grow past these.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/migrations/**', '**/*.test.*', '**/*.spec.*', 'e2e/**', 'apps/server/test/**'],
    rules: {
      'max-lines': ['error', { max: 450 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    // One named constructor per error (platform/errors.ts), so each status and code means one thing.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='AppError']", message: 'Use a named constructor from platform/errors.ts.' },
      ],
    },
  },
);
