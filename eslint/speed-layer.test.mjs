import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { speedLayer } from './speed-layer.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const cwd = path.resolve(import.meta.dirname, '..');
const options = [
  {
    allowedIn: ['apps/server/src/db', 'apps/server/src/platform', 'apps/server/src/modules/tasks/list'],
    modules: [
      { path: 'apps/server/src/db/compile-once.ts' },
      { package: 'lru-cache' },
      { path: 'apps/server/src/db/database.ts', names: ['changeMarkOf'] },
      { path: 'apps/server/src/platform/auth.ts', names: ['sessionToCheckOf', 'SessionToCheck'] },
      { path: 'apps/server/src/modules/tasks/list/list-answers.ts' },
    ],
    members: ['requireUserToken'],
  },
];
const inServer = (file) => path.join(cwd, 'apps/server/src', file);
const device = [{ messageId: 'device' }];

// TypeScript's parser: type-only imports name devices too.
new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } }).run('speed-layer', speedLayer, {
  valid: [
    // The door: list/, db/ and platform/ use the devices.
    { code: "import { compileOnce } from '../../../db/compile-once.ts';", filename: inServer('modules/tasks/list/list.repository.ts'), options },
    { code: "import { LRUCache } from 'lru-cache';", filename: inServer('db/kept-reads.ts'), options },
    { code: "import { x } from './list-answers.ts';", filename: inServer('modules/tasks/list/list.routes.ts'), options },
    { code: 'app.get(path, { onRequest: app.requireUserToken }, handler);', filename: inServer('modules/tasks/list/list.routes.ts'), options },
    { code: "import { changeMarkOf } from './database.ts';", filename: inServer('db/kept-reads.ts'), options },
    // Elsewhere, what is no device.
    { code: "import { principalOf, type Principal } from '../../../platform/auth.ts';", filename: inServer('modules/tasks/steps/steps.routes.ts'), options },
    { code: "import type { Db } from '../../../db/database.ts';", filename: inServer('modules/tasks/steps/steps.repository.ts'), options },
    { code: "import { createListSlice } from './list/index.ts';", filename: inServer('modules/tasks/index.ts'), options },
    { code: 'app.get(path, { onRequest: app.requireUser }, handler);', filename: inServer('modules/tasks/steps/steps.routes.ts'), options },
  ],
  invalid: [
    { code: "import { compileOnce } from '../../../db/compile-once.ts';", filename: inServer('modules/tasks/steps/steps.repository.ts'), options, errors: device },
    { code: "import { compileOnce } from '../../db/compile-once';", filename: inServer('modules/employees/employees.repository.ts'), options, errors: device },
    { code: "import { LRUCache } from 'lru-cache';", filename: inServer('modules/tasks/tasks/tasks.routes.ts'), options, errors: device },
    { code: "const { LRUCache } = await import('lru-cache');", filename: inServer('modules/chat/chat.service.ts'), options, errors: device },
    { code: "import { changeMarkOf, type Db } from '../../../db/database.ts';", filename: inServer('modules/tasks/tasks/tasks.service.ts'), options, errors: device },
    { code: "import * as database from '../../db/database.ts';", filename: inServer('modules/chat/chat.repository.ts'), options, errors: device },
    { code: "import type { SessionToCheck } from '../../../platform/auth.ts';", filename: inServer('modules/tasks/steps/steps.service.ts'), options, errors: device },
    { code: "import { x } from '../list/list-answers.ts';", filename: inServer('modules/tasks/steps/steps.routes.ts'), options, errors: device },
    { code: "export { compileOnce } from '../../db/compile-once.ts';", filename: inServer('modules/employees/lookups.ts'), options, errors: device },
    { code: 'app.get(path, { onRequest: app.requireUserToken }, handler);', filename: inServer('modules/chat/chat.routes.ts'), options, errors: device },
  ],
});
