import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/fixtures/chromium-args';
import { findChromium, findFullChromium, missingMessage } from './scripts/find-chromium.mjs';

// E2E_PORT lets two runs on one machine (two checkouts, two sessions) stay out of each other's way.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;

/**
 * A fresh data folder per run. Workers load this file too; they inherit the variable, so only the
 * main process creates (and removes) the folder.
 */
const DATA_DIR_VARIABLE = 'PLAN_DAN_E2E_DATA_DIR';
if (!process.env[DATA_DIR_VARIABLE]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-e2e-'));
  process.env[DATA_DIR_VARIABLE] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_VARIABLE] ?? '';

/**
 * A real SMTP server (scripts/smtp-test-server.mjs) takes the app's mail: each message becomes a JSON file in the
 * run's data folder, which e2e/fixtures/mail.ts reads. Its port follows E2E_PORT, so parallel runs keep apart.
 */
const SMTP_PORT = PORT + 25;
const MAIL_DIR = path.join(dataDir, 'mail');
process.env.PLAN_DAN_E2E_MAIL_DIR = MAIL_DIR;

/**
 * E2E_CLUSTER=1 runs the suite against the product as it is deployed when it outgrows one machine: two
 * instances behind nginx on PostgreSQL (DATABASE_URL names the server; deploy/cluster.ts makes its own
 * database there), each request going to either instance.
 */
const cluster = process.env.E2E_CLUSTER === '1';
if (cluster && !process.env.DATABASE_URL) throw new Error('E2E_CLUSTER=1 needs DATABASE_URL: the instances share a PostgreSQL');
/**
 * On PostgreSQL (CI's second run) only the specs whose behaviour depends on two instances, PostgreSQL or S3 run, in
 * the cluster: live events between people on different instances, files uploaded (tus) to one instance and served by
 * the other from S3, one-time requests and routines made at once on two instances. The SQLite run has the whole
 * suite on one instance; the API tests cover every query on both databases. (All of it twice no longer fitted CI's
 * 45 minutes on the 2-core machines here.)
 */
const CLUSTER_SPECS = [
  'two-people.spec.ts',
  'chat-two-people.spec.ts',
  'supervisors.spec.ts',
  'logout-everywhere.spec.ts',
  'step-pictures.spec.ts',
  'materials.spec.ts',
  'phone-upute.spec.ts',
  'phone-task-flow.spec.ts',
  'phone-offline-queue.spec.ts',
  'routines.spec.ts',
].map((file) => `**/${file}`);
const LIGHTHOUSE = '**/lighthouse.spec.ts';
/**
 * E2E_SMOKE=1: CI's browser smoke on a second Node line (scripts/run-tests.mjs, TEST_SCOPE=runtime): a manager's login,
 * a task from the form to the phone, and the phone's QR login, against the server running on that line.
 */
const smoke = process.env.E2E_SMOKE === '1';
const SMOKE_SPECS = ['login.spec.ts', 'phone-login.spec.ts', 'phone-task-flow.spec.ts'].map((file) => `**/${file}`);
/**
 * What the headless shell (the other specs' faster browser) cannot do: push messaging, and a PDF opened in a tab of
 * its own (the shell downloads it). These specs run in the full browser.
 */
const FULL_BROWSER_SPECS = ['phone-push.spec.ts', 'push-settings.spec.ts', 'materials.spec.ts', 'phone-upute.spec.ts'].map(
  (file) => `**/${file}`,
);
const serverEnv = {
  PUBLIC_URL: ORIGIN,
  LOGIN_RATE_LIMIT_MAX: '1000',
  LOG_LEVEL: 'warn',
  // Every answer is serialized by zod as well, and a difference fails the request (see response-serializer.ts).
  CHECK_RESPONSES: 'true',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

/**
 * npm test finds (or installs) Chromium and passes it in CHROMIUM_PATH; a direct `npx playwright test`
 * looks in the same places. Kept in the variable so workers and specs that launch Chromium themselves
 * use the same browser. Playwright's own browser download is unreachable here, so it is no fallback.
 */
const chromiumPath = findChromium();
if (!chromiumPath) throw new Error(missingMessage());
process.env.CHROMIUM_PATH = chromiumPath;

const fullChromiumPath = findFullChromium() ?? chromiumPath;
const fullBrowserProject = {
  name: 'chromium-full',
  testMatch: FULL_BROWSER_SPECS,
  use: { launchOptions: { executablePath: fullChromiumPath, args: CHROMIUM_ARGS } },
};

export default defineConfig({
  testDir: './e2e/specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Two Chromiums and the server share two cores: the longest flows (two devices, axe on each screen) took
  // 21–28 s alone and over 30 s in a full run on such a machine, and single screens up to 6 s under that load.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: cluster ? 'reports/e2e-cluster.json' : smoke ? 'reports/e2e-smoke.json' : 'reports/e2e.json' }]],
  use: {
    baseURL: `${ORIGIN}/plan-dan/`,
    locale: 'en-GB',
    timezoneId: 'Europe/Sarajevo',
    // A failed test keeps its trace (each action's DOM snapshot, network, console) and its screenshot. Not the
    // screencast: Chromium encodes a frame on every paint for it, and that alone was half of the suite's CPU time
    // (employees.spec.ts, one worker: 34.5 s of CPU with it, 18.2 s without; 16.9 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  projects: smoke
    ? [{ name: 'chromium', testMatch: SMOKE_SPECS }]
    : cluster
    ? [
        { name: 'chromium', testMatch: CLUSTER_SPECS, testIgnore: FULL_BROWSER_SPECS },
        { ...fullBrowserProject, testMatch: FULL_BROWSER_SPECS.filter((spec) => CLUSTER_SPECS.includes(spec)) },
      ]
    : [
        { name: 'chromium', testIgnore: [LIGHTHOUSE, ...FULL_BROWSER_SPECS] },
        fullBrowserProject,
        // Lighthouse times the pages: it runs after every other test, alone on the machine (one file, so one
        // worker), and so reports the app's figures rather than those of a machine busy with other tests.
        { name: 'lighthouse', testMatch: LIGHTHOUSE, dependencies: ['chromium', 'chromium-full'] },
      ],
  // The real server on a throwaway database; the web app must be built first (npm run test:e2e does).
  webServer: cluster
    ? {
        command: 'node --import tsx deploy/cluster.ts',
        url: `${ORIGIN}/readyz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { ...serverEnv, CLUSTER_PORT: String(PORT), CLUSTER_INSTANCES: '2' },
        // Stopped by SIGTERM, so it stops what it started outside its process group (the S3 server, its
        // database); Playwright's default SIGKILL left them running.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      }
    : [
        {
          command: 'node scripts/smtp-test-server.mjs',
          port: SMTP_PORT,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: { SMTP_TEST_PORT: String(SMTP_PORT), MAIL_DIR },
        },
        {
          command: 'node --import tsx apps/server/src/main.ts',
          url: `${ORIGIN}/readyz`,
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` },
        },
      ],
});
