import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { NOT_INSTALLED_MESSAGE, ensureSwift } from './s3-test-server.mjs';

// apt-get here is a stub in a folder of this test (PATH sees nothing else), and "installed" is
// whether the stub has put its marker where Debian's package would be: the machine is never touched.
let dir;
let stubDir;
let aptLog;
let marker;

function stubAptGet({ fails = false } = {}) {
  const file = path.join(stubDir, 'apt-get');
  writeFileSync(
    file,
    `#!/bin/sh
printf '%s %s\\n' "$DEBIAN_FRONTEND" "$*" >> '${aptLog}'
${fails ? 'exit 100' : ''}
if [ "$1" = install ]; then : > '${marker}'; fi
`,
  );
  chmodSync(file, 0o755);
}

const silent = () => {};
const installed = () => existsSync(marker);
const aptCalls = () => (existsSync(aptLog) ? readFileSync(aptLog, 'utf8').trim().split('\n') : []);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'plan-dan-s3-test-server-'));
  stubDir = path.join(dir, 'stub-bin');
  mkdirSync(stubDir);
  aptLog = path.join(dir, 'apt-get.log');
  marker = path.join(dir, 'swift-installed');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('uses Swift when Python can import it, without apt-get', () => {
  stubAptGet();
  writeFileSync(marker, '');
  assert.deepEqual(ensureSwift({ env: { PATH: stubDir }, uid: 0, log: silent, installed }), { ok: true });
  assert.deepEqual(aptCalls(), []);
});

test('installs python3-swift quietly with apt-get when it runs as root', () => {
  stubAptGet();
  const lines = [];
  assert.deepEqual(ensureSwift({ env: { PATH: stubDir }, uid: 0, log: (line) => lines.push(line), installed }), { ok: true });
  assert.deepEqual(aptCalls(), ['noninteractive update -qq', 'noninteractive install -y -qq --no-install-recommends python3-swift']);
  assert.match(lines.join('\n'), /installing Debian's python3-swift/);
});

test('says what to install when it may not install (not root, or no apt-get), and installs nothing', () => {
  stubAptGet();
  assert.deepEqual(ensureSwift({ env: { PATH: stubDir }, uid: 1000, log: silent, installed }), { error: NOT_INSTALLED_MESSAGE });
  assert.deepEqual(ensureSwift({ env: { PATH: path.join(dir, 'nothing-here') }, uid: 0, log: silent, installed }), { error: NOT_INSTALLED_MESSAGE });
  assert.deepEqual(aptCalls(), []);
  assert.match(NOT_INSTALLED_MESSAGE, /apt-get install -y --no-install-recommends python3-swift/);
});

test('reports a failed installation, and one that installed something Python still cannot import', () => {
  stubAptGet({ fails: true });
  const failed = ensureSwift({ env: { PATH: stubDir }, uid: 0, log: silent, installed });
  assert.match(failed.error, /^Installing python3-swift with apt-get failed/);

  rmSync(aptLog);
  stubAptGet();
  const unusable = ensureSwift({ env: { PATH: stubDir }, uid: 0, log: silent, installed: () => false });
  assert.match(unusable.error, /^apt-get installed python3-swift, but Python cannot import it/);
});
