import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const cwd = path.resolve(import.meta.dirname, '..');
const options = [
  {
    roots: [
      { dir: 'apps/server/src/modules' },
      { dir: 'apps/web/src/features', alias: { '@/': 'apps/web/src/' }, shared: ['apps/web/src/components', 'apps/web/src/lib'] },
      { dir: 'apps/employee/src/features', alias: { '@/': 'apps/employee/src/' }, shared: ['apps/employee/src/components', 'apps/employee/src/lib'] },
    ],
  },
];
const inServer = (file) => path.join(cwd, 'apps/server/src', file);
const inWeb = (file) => path.join(cwd, 'apps/web/src', file);
const inPhone = (file) => path.join(cwd, 'apps/employee/src', file);
const sharedImportsFeature = [{ messageId: 'sharedImportsFeature' }];

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run('feature-boundaries', featureBoundaries, {
  valid: [
    { code: "import { x } from './tasks.repository.ts';", filename: inServer('modules/tasks/tasks.service.ts'), options },
    { code: "import { x } from '../../platform/auth.ts';", filename: inServer('modules/tasks/tasks.service.ts'), options },
    { code: "import { x } from '../api/get-tasks';", filename: inWeb('features/tasks/components/task-card.tsx'), options },
    { code: "import { x } from '@/features/tasks/api/get-tasks';", filename: inWeb('features/tasks/routes/tasks-tab.tsx'), options },
    { code: "import { x } from '@/lib/dates';", filename: inWeb('features/tasks/routes/tasks-tab.tsx'), options },
    // The app shell composes the features.
    { code: "import { x } from '@/features/tasks/routes/tasks-tab';", filename: inWeb('app/employee-tabs.ts'), options },
    { code: "import { x } from './modules/tasks/tasks.routes.ts';", filename: inServer('app.ts'), options },
    { code: "import { x } from '@/features/look/look-styles';", filename: inPhone('app/guards.tsx'), options },
    // Shared code imports shared code, packages and the contract.
    { code: "import { x } from './big-button';", filename: inPhone('components/error-boundary.tsx'), options },
    { code: "import { x } from '@/lib/session';", filename: inPhone('components/error-boundary.tsx'), options },
    { code: "import { x } from '../lib/session';", filename: inPhone('components/error-boundary.tsx'), options },
    { code: "import { x } from '@/components/icons';", filename: inWeb('lib/notify.tsx'), options },
    { code: "import { x } from '@plan-dan/contract/app-paths';", filename: inWeb('lib/api-client.ts'), options },
    // A folder merely named like one is not the features' folder.
    { code: "import { x } from './features-list';", filename: inWeb('components/x.tsx'), options },
    { code: "import { x } from '../lib/features/flags';", filename: inWeb('components/x.tsx'), options },
  ],
  invalid: [
    { code: "import { x } from '../employees/employees.repository.ts';", filename: inServer('modules/tasks/tasks.service.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '../../modules/employees/employees.repository.ts';", filename: inServer('modules/tasks/tasks.service.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '../../../../src/modules/employees/x.ts';", filename: inServer('modules/tasks/deep/file.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '@/features/employees/api/get-employee';", filename: inWeb('features/tasks/components/task-card.tsx'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '../../employees/schemas';", filename: inWeb('features/tasks/components/task-card.tsx'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "export { x } from '@/features/employees/schemas';", filename: inWeb('features/tasks/index.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "const m = import('@/features/employees/routes/employee-route');", filename: inWeb('features/tasks/lazy.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '@/features/employees/api/get-employee';", filename: inPhone('features/tasks/today.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    // Shared code never imports a feature: by the alias, a relative path, or climbing out and back.
    { code: "import { x } from '@/features/look/look-styles';", filename: inPhone('components/error-boundary.tsx'), options, errors: sharedImportsFeature },
    { code: "import { x } from '../features/look/look-styles';", filename: inPhone('components/error-boundary.tsx'), options, errors: sharedImportsFeature },
    { code: "import { x } from '../../../src/features/look/look';", filename: inPhone('lib/deep/x.ts'), options, errors: sharedImportsFeature },
    { code: "import { x } from '../../../employee/src/features/look/look';", filename: inPhone('lib/x.ts'), options, errors: sharedImportsFeature },
    {
      code: "import type { X } from '@/features/tasks/task-model';",
      filename: inWeb('lib/employee-tasks-key.ts'),
      options,
      languageOptions: { parser: tseslint.parser },
      errors: sharedImportsFeature,
    },
    { code: "import { x } from '../features/chat/use-chat-events';", filename: inWeb('components/x.tsx'), options, errors: sharedImportsFeature },
    { code: "import { x } from '@/features';", filename: inWeb('components/x.tsx'), options, errors: sharedImportsFeature },
    { code: "export { x } from '@/features/chat/search';", filename: inWeb('lib/x.ts'), options, errors: sharedImportsFeature },
    { code: "export * from '../features/chat/search';", filename: inWeb('lib/x.ts'), options, errors: sharedImportsFeature },
    { code: "const m = import('../features/chat/routes/chat-route');", filename: inWeb('lib/lazy.ts'), options, errors: sharedImportsFeature },
  ],
});
