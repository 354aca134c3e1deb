import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, managerWithEmployee, type TestApp } from './helpers.ts';

/** The server's log lines, as JSON objects. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ logLevel: 'info', logStream });
});
afterAll(async () => app?.close());

it('logs each request once, when answered, with its method, address, status and time, and never the token', async () => {
  const { manager, employee } = await managerWithEmployee(app);
  lines.length = 0;
  const answer = await app.server.inject({ method: 'GET', url: `/api/v1/child/${employee.id}`, headers: manager.auth });
  expect(answer.statusCode).toBe(200);
  const refused = await app.server.inject({ method: 'GET', url: `/api/v1/child/${employee.id}` });
  expect(refused.statusCode).toBe(401);

  const requestLines = lines.filter((line) => line.reqId !== undefined);
  expect(requestLines).toHaveLength(2);
  expect(requestLines[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: `/api/v1/child/${employee.id}`, statusCode: 200 });
  expect(requestLines[1]).toMatchObject({ msg: 'request completed', statusCode: 401 });
  expect(typeof requestLines[0]!.responseTime).toBe('number');
  expect(JSON.stringify(lines)).not.toContain(manager.auth.authorization.slice('Bearer '.length));
});
