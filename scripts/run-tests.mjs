// Runs every suite of the project (API on the configured database, web unit tests, the scripts'
// tests, lint and typecheck, browser flows), then names each failed test and prints one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './find-chromium.mjs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

// CI keeps only the end of its output, so the summary names each failed test with the first line of its error.
const firstLine = (text) => stripVTControlCharacters(String(text ?? '')).trim().split('\n')[0].slice(0, 300);

function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((testFile) => {
    const where = testFile.name.replace(`${process.cwd()}/`, '');
    const tests = testFile.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    return tests.length === 0 && testFile.status === 'failed' ? [`${where}: ${firstLine(testFile.message)}`] : tests;
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    failures,
  };
}

/** A file's suite holds its describe blocks' suites; each test is named with the blocks it is in. */
function playwrightFailures(suite, blocks = []) {
  const titles = suite.title === suite.file ? blocks : [...blocks, suite.title];
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => `${spec.file} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]: ${firstLine(test.results.at(-1)?.error?.message)}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap((inner) => playwrightFailures(inner, titles))];
}

function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures: report.suites.flatMap((suite) => playwrightFailures(suite)) };
}

// node --test's TAP ends with "# pass N", "# fail N", "# cancelled N" over every test of the run.
function tapCounts(file) {
  if (!existsSync(file)) return undefined;
  const tap = readFileSync(file, 'utf8');
  const total = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: total('pass'), failed: total('fail') + total('cancelled') };
}

const suites = [];

function suite(label, command, args, countsFrom, env) {
  const started = Date.now();
  const ok = run(label, command, args, env);
  const counts = countsFrom?.() ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // A runner that crashed before reporting still fails the run.
  if (!ok && counts.failed === 0) counts.failed = 1;
  suites.push({ label, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
}

// What does not touch the database runs once, in the SQLite run (the README's command); CI's PostgreSQL run
// has the API tests and the browser specs that depend on PostgreSQL (see playwright.config.ts).
const onPostgres = !!process.env.DATABASE_URL;
/**
 * TEST_SCOPE=runtime: CI's run on a second Node line (.ci/run, Node 24 LTS): the API tests, and on SQLite a browser
 * smoke (playwright.config.ts's E2E_SMOKE: login, a task, the phone's QR login). What does not depend on the runtime
 * (lint, typecheck, the other unit suites, the build) ran on the first line already.
 */
const runtimeCheck = process.env.TEST_SCOPE === 'runtime';
suite(`API tests (${database}${runtimeCheck ? `, Node ${process.versions.node}` : ''})`, 'npx', [
  'vitest', 'run', '--root', 'apps/server', '--reporter=default', '--reporter=json',
  `--outputFile.json=${process.cwd()}/${reports}/api.json`,
], () => vitestCounts(`${reports}/api.json`));

if (!onPostgres && !runtimeCheck) {
  suite('Server unit tests (services with fakes)', 'npx', [
    'vitest', 'run', '--root', 'apps/server', '--config', 'vitest.unit.config.ts', '--reporter=default', '--reporter=json',
    `--outputFile.json=${process.cwd()}/${reports}/server-unit.json`,
  ], () => vitestCounts(`${reports}/server-unit.json`));

  suite('Manager app unit tests', 'npx', [
    'vitest', 'run', '--root', 'apps/web', '--passWithNoTests', '--reporter=default', '--reporter=json',
    `--outputFile.json=${process.cwd()}/${reports}/web.json`,
  ], () => vitestCounts(`${reports}/web.json`));

  suite('Phone app unit tests', 'npx', [
    'vitest', 'run', '--root', 'apps/employee', '--reporter=default', '--reporter=json',
    `--outputFile.json=${process.cwd()}/${reports}/employee.json`,
  ], () => vitestCounts(`${reports}/employee.json`));

  suite('Contract unit tests', 'npx', [
    'vitest', 'run', '--root', 'packages/contract', '--reporter=default', '--reporter=json',
    `--outputFile.json=${process.cwd()}/${reports}/contract.json`,
  ], () => vitestCounts(`${reports}/contract.json`));

  suite('Shared web code unit tests', 'npx', [
    'vitest', 'run', '--root', 'packages/web-common', '--reporter=default', '--reporter=json',
    `--outputFile.json=${process.cwd()}/${reports}/web-common.json`,
  ], () => vitestCounts(`${reports}/web-common.json`));

  // Node 20's --test takes no glob, so the files are listed here: the scripts' and the lint rules' tests.
  const scriptTests = ['scripts', 'eslint'].flatMap((folder) =>
    readdirSync(folder).filter((name) => name.endsWith('.test.mjs')).map((name) => `${folder}/${name}`),
  );
  suite('Script tests', process.execPath, [
    '--test', '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${reports}/scripts.tap`, ...scriptTests,
  ], () => tapCounts(`${reports}/scripts.tap`));

  suite('Lint', 'npm', ['run', 'lint', '--silent']);
  suite('Typecheck', 'npm', ['run', 'typecheck', '--silent']);
}

// Built only when an input changed since the last build (its hash is stamped in dist): CI's PostgreSQL run follows
// the SQLite run in the same checkout and would otherwise build the same apps a second time.
const buildStarted = Date.now();
const built = run('Build', process.execPath, ['scripts/build-if-changed.mjs']);
console.log(`(build: ${Math.round((Date.now() - buildStarted) / 1000)} s)`);
if (built) {
  console.log('\n=== Chromium for the browser tests ===');
  const chromium = ensureChromium();
  if (chromium.path) {
    console.log(chromium.path);
    // playwright.config.ts launches the browser found here.
    process.env.CHROMIUM_PATH = chromium.path;
    // On PostgreSQL: the specs that depend on it, two instances behind nginx (playwright.config.ts says which).
    if (runtimeCheck) {
      if (!onPostgres) {
        suite(`Browser smoke (Node ${process.versions.node})`, 'npx', ['playwright', 'test'], () => playwrightCounts(`${reports}/e2e-smoke.json`), {
          E2E_SMOKE: '1',
        });
      }
    } else if (onPostgres) {
      suite(
        'Browser tests (2 instances behind nginx, PostgreSQL, S3)',
        'npx',
        ['playwright', 'test'],
        () => playwrightCounts(`${reports}/e2e-cluster.json`),
        { E2E_CLUSTER: '1' },
      );
    } else {
      suite(`Browser tests (${database})`, 'npx', ['playwright', 'test'], () => playwrightCounts(`${reports}/e2e.json`));
    }
  } else {
    console.log(chromium.error);
    suites.push({ label: 'Browser tests (no Chromium)', passed: 0, failed: 1 });
  }
} else {
  suites.push({ label: 'Browser tests (build failed)', passed: 0, failed: 1 });
}

console.log('\n=== Summary ===');
// The time of each suite, so a run that nears CI's limit shows where it went.
for (const s of suites) console.log(`${s.label}: ${s.passed} passed, ${s.failed} failed${s.seconds === undefined ? '' : ` (${s.seconds} s)`}`);
for (const s of suites) for (const failure of s.failures ?? []) console.log(`FAILED (${s.label}) ${failure}`);
const passed = suites.reduce((sum, s) => sum + s.passed, 0);
const failed = suites.reduce((sum, s) => sum + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
