import type { AccessLogEntry, AccessLogPage } from '@plan-dan/contract';
import { expect } from 'vitest';
import type { App } from '../../../app.ts';

/** The access-log API tests' shared calls (one file each would repeat them). */

export type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const callOn =
  (app: () => App) =>
  (method: Method, url: string, headers: Auth, payload?: object | Buffer, contentType?: string) =>
    app().server.inject({ method, url, headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) }, ...(payload ? { payload } : {}) });

/** One page of the employee's history as their owner reads it (must answer 200). */
export async function historyPage(app: App, auth: Auth, employeeId: number, query = ''): Promise<AccessLogPage> {
  const response = await app.server.inject({ method: 'GET', url: `/api/v1/child/${employeeId}/access-log${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccessLogPage>();
}

/** The employee's whole history, newest first, read page by page. */
export async function wholeHistory(app: App, auth: Auth, employeeId: number, kind?: string): Promise<AccessLogEntry[]> {
  const entries: AccessLogEntry[] = [];
  let before: number | null | undefined;
  do {
    const query = new URLSearchParams({ limit: '100', ...(kind ? { kind } : {}), ...(before ? { before: String(before) } : {}) });
    const page = await historyPage(app, auth, employeeId, `?${query}`);
    entries.push(...page.entries);
    before = page.nextBefore;
  } while (before !== null);
  return entries;
}

/** An entry as the tests compare it: who (name and role), what, the detail. */
export const told = (entry: AccessLogEntry) => [entry.who.name, entry.who.role, entry.action, entry.detail];
