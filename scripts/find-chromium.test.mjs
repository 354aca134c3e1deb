import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { NOT_FOUND_MESSAGE, ensureChromium, findChromium } from './find-chromium.mjs';

// Every lookup here sees only folders of this test: PATH and the candidate list never reach the
// machine's own Chromium or apt-get, so the install path runs against a stub.
let dir;
let emptyDir;
let stubDir;
let aptLog;
let installTarget;

function executable(file, body = '#!/bin/sh\nexit 0\n') {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  chmodSync(file, 0o755);
  return file;
}

/** An apt-get that records its arguments and, on install, puts a "chromium" where Debian's would be. */
function stubAptGet({ fails = false } = {}) {
  executable(
    path.join(stubDir, 'apt-get'),
    `#!/bin/sh
printf '%s %s\\n' "$DEBIAN_FRONTEND" "$*" >> '${aptLog}'
${fails ? 'exit 100' : ''}
if [ "$1" = install ]; then
  printf '#!/bin/sh\\n' > '${installTarget}'
  /bin/chmod 755 '${installTarget}'
fi
`,
  );
}

const silent = () => {};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'plan-dan-find-chromium-'));
  emptyDir = path.join(dir, 'empty');
  stubDir = path.join(dir, 'stub-bin');
  mkdirSync(emptyDir);
  mkdirSync(stubDir);
  aptLog = path.join(dir, 'apt-get.log');
  installTarget = path.join(dir, 'usr-bin', 'chromium');
  mkdirSync(path.dirname(installTarget));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('takes the first candidate that is an executable file', () => {
  const notExecutable = path.join(dir, 'plain', 'chromium');
  mkdirSync(path.dirname(notExecutable));
  writeFileSync(notExecutable, '');
  const real = executable(path.join(dir, 'opt', 'chromium'));
  const env = { PATH: emptyDir };
  assert.equal(findChromium({ env, candidates: [path.join(dir, 'missing'), notExecutable, real] }), real);
});

test('falls back to chromium-headless-shell, then chromium, then chromium-browser, on PATH', () => {
  const browser = executable(path.join(stubDir, 'chromium-browser'));
  assert.equal(findChromium({ env: { PATH: `${emptyDir}:${stubDir}` }, candidates: [] }), browser);
  const chromium = executable(path.join(emptyDir, 'chromium'));
  assert.equal(findChromium({ env: { PATH: `${stubDir}:${emptyDir}` }, candidates: [] }), chromium);
  const headlessShell = executable(path.join(emptyDir, 'chromium-headless-shell'));
  assert.equal(findChromium({ env: { PATH: `${stubDir}:${emptyDir}` }, candidates: [] }), headlessShell);
});

test('a set CHROMIUM_PATH wins, and when it is wrong nothing else is tried or installed', () => {
  const chosen = executable(path.join(dir, 'chosen', 'chrome'));
  const candidate = executable(path.join(dir, 'candidate', 'chromium'));
  assert.equal(findChromium({ env: { PATH: emptyDir, CHROMIUM_PATH: chosen }, candidates: [candidate] }), chosen);

  stubAptGet();
  const missing = path.join(dir, 'nowhere', 'chrome');
  const result = ensureChromium({ env: { PATH: stubDir, CHROMIUM_PATH: missing }, candidates: [candidate], uid: 0, log: silent });
  assert.equal(result.path, undefined);
  assert.match(result.error, /CHROMIUM_PATH is .*nowhere\/chrome, which is not an executable file/);
  assert.equal(existsSync(aptLog), false);
});

test('as root with apt-get, installs Debian\'s chromium-headless-shell and chromium non-interactively and returns the first', () => {
  stubAptGet();
  const lines = [];
  const result = ensureChromium({
    env: { PATH: `${stubDir}:${emptyDir}` },
    candidates: [installTarget],
    uid: 0,
    log: (line) => lines.push(line),
  });
  assert.deepEqual(result, { path: installTarget });
  assert.deepEqual(readFileSync(aptLog, 'utf8').trim().split('\n'), [
    'noninteractive update -qq',
    'noninteractive install -y -qq chromium-headless-shell chromium',
  ]);
  assert.match(lines[0], /^Chromium not found: installing Debian's chromium-headless-shell and chromium packages/);
});

test('a failing apt-get leaves one line saying what to run', () => {
  stubAptGet({ fails: true });
  const result = ensureChromium({ env: { PATH: stubDir }, candidates: [installTarget], uid: 0, log: silent });
  assert.equal(result.path, undefined);
  assert.equal(result.error, `Installing Chromium with apt-get failed (output above). ${NOT_FOUND_MESSAGE}`);
  assert.equal(result.error.includes('\n'), false);
});

test('without root, or without apt-get, installs nothing and says what to run', () => {
  stubAptGet();
  const notRoot = ensureChromium({ env: { PATH: stubDir }, candidates: [installTarget], uid: 1000, log: silent });
  assert.deepEqual(notRoot, { error: NOT_FOUND_MESSAGE });
  assert.equal(existsSync(aptLog), false);

  const noAptGet = ensureChromium({ env: { PATH: emptyDir }, candidates: [installTarget], uid: 0, log: silent });
  assert.deepEqual(noAptGet, { error: NOT_FOUND_MESSAGE });
  assert.equal(NOT_FOUND_MESSAGE.includes('\n'), false);
});
