import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
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

  // The line is written when the answer has gone out, which can be just after inject() resolves; earlier
  // requests' lines may come in late too, so only this address's lines count.
  const url = `/api/v1/child/${employee.id}`;
  const linesOf = () => lines.filter((line) => line.url === url);
  await vi.waitFor(() => expect(linesOf()).toHaveLength(2));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const requestLines = linesOf();
  expect(requestLines).toHaveLength(2);
  expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  expect(requestLines[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url, statusCode: 200 });
  expect(requestLines[1]).toMatchObject({ msg: 'request completed', statusCode: 401 });
  expect(typeof requestLines[0]!.responseTime).toBe('number');
  expect(JSON.stringify(lines)).not.toContain(manager.auth.authorization.slice('Bearer '.length));
});
