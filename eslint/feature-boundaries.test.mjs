import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const cwd = path.resolve(import.meta.dirname, '..');
const options = [
  {
    roots: [
      { dir: 'apps/server/src/modules' },
      { dir: 'apps/web/src/features', alias: { '@/': 'apps/web/src/' } },
    ],
  },
];
const inServer = (file) => path.join(cwd, 'apps/server/src', file);
const inWeb = (file) => path.join(cwd, 'apps/web/src', file);

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
  ],
  invalid: [
    { code: "import { x } from '../employees/employees.repository.ts';", filename: inServer('modules/tasks/tasks.service.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '../../modules/employees/employees.repository.ts';", filename: inServer('modules/tasks/tasks.service.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '../../../../src/modules/employees/x.ts';", filename: inServer('modules/tasks/deep/file.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '@/features/employees/api/get-employee';", filename: inWeb('features/tasks/components/task-card.tsx'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "import { x } from '../../employees/schemas';", filename: inWeb('features/tasks/components/task-card.tsx'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "export { x } from '@/features/employees/schemas';", filename: inWeb('features/tasks/index.ts'), options, errors: [{ messageId: 'crossFeature' }] },
    { code: "const m = import('@/features/employees/routes/employee-route');", filename: inWeb('features/tasks/lazy.ts'), options, errors: [{ messageId: 'crossFeature' }] },
  ],
});
