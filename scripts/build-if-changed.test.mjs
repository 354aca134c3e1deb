import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { STAMP_FILE, buildIfChanged } from './build-if-changed.mjs';

// A small copy of the repository's layout; the build is a stand-in that writes what vite would.
let root;
let builds;
let failing;

function write(relative, content) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function fakeBuild(app) {
  builds.push(app.workspace);
  if (failing.has(app.workspace)) return false;
  const distDir = path.join(root, app.dir, 'dist');
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
  return true;
}

function start() {
  builds = [];
  return buildIfChanged({ root, build: fakeBuild, log: () => {} });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'plan-dan-build-if-changed-'));
  failing = new Set();
  for (const app of ['web', 'employee']) {
    write(`apps/${app}/src/main.tsx`, `export const app = '${app}';`);
    write(`apps/${app}/index.html`, '<div id="root"></div>');
    write(`apps/${app}/public/favicon.svg`, '<svg/>');
    write(`apps/${app}/vite.config.ts`, 'export default {};');
    write(`apps/${app}/tsconfig.json`, '{}');
    write(`apps/${app}/package.json`, '{}');
  }
  write('packages/contract/src/index.ts', 'export const a = 1;');
  write('packages/web-common/src/api-error.ts', 'export const b = 2;');
  write('tsconfig.base.json', '{}');
  write('package-lock.json', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('builds every app when nothing is built yet, then nothing while the tree is unchanged', () => {
  assert.deepEqual(start(), { ok: true, built: ['@plan-dan/web', '@plan-dan/employee'] });
  assert.equal(existsSync(path.join(root, 'apps/web/dist', STAMP_FILE)), true);
  assert.equal(existsSync(path.join(root, 'apps/employee/dist', STAMP_FILE)), true);

  assert.deepEqual(start(), { ok: true, built: [] });
  assert.deepEqual(builds, []);
});

test('a changed source file of one app builds that app only', () => {
  start();
  // Same length, other bytes: the content counts, not only names and sizes.
  write('apps/web/src/main.tsx', "export const app = 'WEB';");
  assert.deepEqual(start(), { ok: true, built: ['@plan-dan/web'] });
  assert.deepEqual(builds, ['@plan-dan/web']);

  write('apps/employee/public/icon-192.png', 'png');
  start();
  assert.deepEqual(builds, ['@plan-dan/employee']);
});

test('every listed input of an app counts, a new or removed file too', () => {
  start();
  for (const file of ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'src/new-page.tsx']) {
    write(`apps/employee/${file}`, `changed ${file}`);
    start();
    assert.deepEqual(builds, ['@plan-dan/employee'], file);
  }
  rmSync(path.join(root, 'apps/employee/src/new-page.tsx'));
  start();
  assert.deepEqual(builds, ['@plan-dan/employee']);
});

test('the shared packages, tsconfig.base.json and package-lock.json build both apps', () => {
  start();
  for (const file of ['packages/contract/src/index.ts', 'packages/web-common/src/api-error.ts', 'tsconfig.base.json', 'package-lock.json']) {
    write(file, `changed ${file}`);
    start();
    assert.deepEqual(builds, ['@plan-dan/web', '@plan-dan/employee'], file);
  }
});

test('what the build writes and installed packages are no input', () => {
  start();
  write('apps/web/dist/assets/index.js', 'built');
  write('apps/web/node_modules/.vite/deps.json', '{}');
  write('packages/web-common/node_modules/x/index.js', '');
  start();
  assert.deepEqual(builds, []);
});

test('a failed build writes no stamp, so the next start builds again', () => {
  failing.add('@plan-dan/web');
  assert.deepEqual(start(), { ok: false, built: [] });
  assert.equal(existsSync(path.join(root, 'apps/web/dist', STAMP_FILE)), false);
  assert.deepEqual(builds, ['@plan-dan/web'], 'stops at the first failed build');

  failing.clear();
  assert.deepEqual(start(), { ok: true, built: ['@plan-dan/web', '@plan-dan/employee'] });
});

test('a dist emptied by another build, or missing its index.html, is built again', () => {
  start();
  rmSync(path.join(root, 'apps/web/dist', STAMP_FILE));
  rmSync(path.join(root, 'apps/employee/dist/index.html'));
  start();
  assert.deepEqual(builds, ['@plan-dan/web', '@plan-dan/employee']);
});
