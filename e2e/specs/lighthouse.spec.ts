import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../fixtures/chromium-args';
import { PhoneApp } from '../page-models/phone-app';
import { PhoneTestData } from '../page-models/phone-test-data';

// Lighthouse drives Chromium itself over the DevTools port, in the browser's default context:
// a persistent context is that default context, so what the test stores there (a session) is seen.
const DEBUG_PORT = 9300 + Number(process.env.TEST_WORKER_INDEX ?? 0);

let context: BrowserContext;
let profileDir: string;

test.beforeAll(async ({ browserName }) => {
  test.skip(browserName !== 'chromium', 'Lighthouse needs Chromium');
  profileDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-lighthouse-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
});

test.afterAll(async () => {
  await context?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
});

interface AuditResult {
  accessibility: number;
  performance: number;
  failedAudits: string[];
  /** The figures the performance score is made of, as Lighthouse shows them, and the LCP element. */
  summary: string;
}

async function audit(url: string): Promise<AuditResult> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility', 'performance'],
    // Keeps what the test put in local storage (a logged-in session).
    disableStorageReset: true,
  });
  const { categories, audits } = result!.lhr;
  const failedAudits = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => a.id);
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
  const summary =
    `performance ${performance}, accessibility ${accessibility}; ` +
    `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
    `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; LCP element: ${lcpElement(audits)}; ` +
    `long tasks: ${longTasks(audits)}`;
  console.log(`Lighthouse ${url}: ${summary}`);
  return { accessibility, performance, failedAudits, summary };
}

/**
 * The main thread's tasks Lighthouse counts as long (50 ms or more, as timed on its simulated slow phone),
 * longest first, with the script they ran: what makes up the TBT.
 */
function longTasks(audits: Record<string, { details?: unknown }>): string {
  const details = audits['long-tasks']?.details as { items?: Array<{ url?: string; duration?: number }> } | undefined;
  const items = details?.items ?? [];
  if (items.length === 0) return 'none';
  return items
    .slice(0, 6)
    .map((task) => `${Math.round(task.duration ?? 0)} ms ${task.url?.split('/').pop() || task.url || '?'}`)
    .join(', ');
}

/** The element Lighthouse took as the largest paint: what has to be painted early for a lower LCP. */
function lcpElement(audits: Record<string, { details?: unknown }>): string {
  const details = audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
}

test('the manager login screen scores 100 for accessibility in Lighthouse (mobile)', async ({ baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const scores = await audit(`${baseURL}login`);
  // Performance is reported, not asserted: timings on a shared CI machine are no test.
  testInfo.annotations.push({ type: 'lighthouse', description: `login: ${scores.summary}` });
  expect(scores.failedAudits, 'failed accessibility audits').toEqual([]);
  expect(scores.accessibility).toBe(100);
});

test("the phone's home screen scores at least 95 for accessibility in Lighthouse (mobile)", async ({ request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const manager = await PhoneTestData.create(request);
  const employee = await manager.createEmployee({ name: 'Edin' });
  await manager.createTask(employee.id, { taskName: 'Zaliti cvijeće', priority: true, subtasks: [{ description: 'Napuniti kantu' }] });
  await manager.createTask(employee.id, { taskName: 'Prošetati psa' });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseURL}m/prijava?kod=${await manager.loginCode(employee.id)}`);
  await expect(new PhoneApp(page).heading).toHaveText('Dobro došao Edin!');

  const scores = await audit(`${baseURL}m/`);
  testInfo.annotations.push({ type: 'lighthouse', description: `phone home: ${scores.summary}` });
  expect(scores.failedAudits, 'failed accessibility audits').toEqual([]);
  expect(scores.accessibility).toBeGreaterThanOrEqual(95);
});
