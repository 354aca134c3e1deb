import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';

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
    plugins: { 'plan-dan': { rules: { 'feature-boundaries': featureBoundaries } } },
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
