import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_SESSION } from '../src/platform/live-events.ts';
import { openEventStream } from './event-stream.ts';
import { addTask, createTestApp, managerWithEmployee, TINY_PNG, type TestApp } from './helpers.ts';
import { documentedRoutes, fillPath, routeKey } from './openapi-routes.ts';

/**
 * HEAD over real HTTP. Fastify answers a HEAD on every GET route with the GET's handler, and Node sends
 * a HEAD no body, so a handler that keeps its answer open (an event stream) would never send even its
 * headers. Every wait here is on the answer; the long time-out only turns a hang into a failure.
 */
const HANG_DETECTOR_MS = 30_000;

type Auth = Record<string, string>;

let app: TestApp;
let origin: string;
let port: number;
let a: Awaited<ReturnType<typeof managerWithEmployee>>;
let b: Awaited<ReturnType<typeof managerWithEmployee>>;
let taskId: number;
beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(origin).port);
  a = await managerWithEmployee(app);
  b = await managerWithEmployee(app);
  taskId = (await addTask(app, a.manager.auth, a.employee.id)).id;
  await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${taskId}`, headers: a.phone.auth });
});
afterAll(async () => app?.close());

const head = (path: string, headers: Auth = {}) =>
  fetch(`${origin}${path}`, { method: 'HEAD', headers, signal: AbortSignal.timeout(HANG_DETECTOR_MS) });

/**
 * A HEAD, then a GET of the chat list on the same kept-alive connection: what follows the HEAD's
 * headers must be the second answer, so the HEAD sent no body and left the connection free.
 */
async function headThenGetOnOneConnection(path: string, authorization: string) {
  const socket = connect(port, '127.0.0.1');
  socket.setTimeout(HANG_DETECTOR_MS, () => socket.destroy(new Error(`no answer to HEAD ${path}`)));
  let received = '';
  const waitFor = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        socket.off('data', onData);
        socket.off('close', onClose);
        resolve();
      };
      const onData = (chunk: Buffer) => {
        received += chunk.toString('latin1');
        check();
      };
      const onClose = () => reject(new Error(`connection closed after: ${JSON.stringify(received)}`));
      socket.on('data', onData);
      socket.once('close', onClose);
      socket.once('error', reject);
      check();
    });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`HEAD ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\n\r\n`);
  await waitFor(() => received.includes('\r\n\r\n'));
  const firstHead = received.slice(0, received.indexOf('\r\n\r\n'));
  received = received.slice(firstHead.length + 4);
  socket.write(`GET /api/v1/chat HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nConnection: close\r\n\r\n`);
  await waitFor(() => /\r\n\r\n[\s\S]*\]$/.test(received));
  socket.destroy();
  return { firstHead, rest: received };
}

describe('HEAD on the event streams', () => {
  const streams = () => [
    { path: '/api/v1/chat-events', auth: a.manager.auth },
    { path: '/api/v1/chat-events', auth: a.phone.auth },
    { path: '/api/v1/chat-events?after=1', auth: a.manager.auth },
    { path: '/api/v1/chat-events', auth: { ...a.phone.auth, 'last-event-id': '1' } },
    { path: `/api/v1/task-events/${a.employee.id}`, auth: a.manager.auth },
    { path: `/api/v1/task-events/${a.employee.id}`, auth: a.phone.auth },
  ];

  it("answers at once with the stream's headers and no body", async () => {
    for (const { path, auth } of streams()) {
      const response = await head(path, auth);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.text(), path).toBe('');
    }
  });

  it('leaves the connection free for the next request, with no stray bytes before its answer', async () => {
    for (const { path, auth } of streams()) {
      const { firstHead, rest } = await headThenGetOnOneConnection(path, auth.authorization!);
      expect(firstHead, path).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(firstHead.toLowerCase(), path).toContain('content-type: text/event-stream; charset=utf-8');
      expect(rest, path).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    }
  });

  it('holds no stream: after more HEADs than a session may have streams, its GET still opens one', async () => {
    for (let i = 0; i < MAX_STREAMS_PER_SESSION + 2; i += 1) {
      expect((await head('/api/v1/chat-events', b.manager.auth)).status).toBe(200);
    }
    const stream = await openEventStream(`${origin}/api/v1/chat-events`, b.manager.auth);
    await stream.close();
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const path of ['/api/v1/chat-events', '/api/v1/chat-events?after=1', `/api/v1/task-events/${a.employee.id}`]) {
      for (const auth of [{}, { authorization: 'Bearer not-a-token' }] as Auth[]) {
        const response = await head(path, auth);
        expect(response.status, path).toBe(401);
        expect(await response.text(), path).toBe('');
      }
    }
  });

  it("answers someone else's task stream as the GET does: 404", async () => {
    const path = `/api/v1/task-events/${a.employee.id}`;
    for (const auth of [b.manager.auth, b.phone.auth]) {
      const get = await fetch(`${origin}${path}`, { headers: auth, signal: AbortSignal.timeout(HANG_DETECTOR_MS) });
      expect(get.status).toBe(404);
      await get.body?.cancel();
      expect((await head(path, auth)).status).toBe(404);
    }
  });
});

describe('HEAD on every GET route of the OpenAPI document', () => {
  it('is answered as the GET is, with no body, for every caller and every kind of path value', { timeout: 300_000 }, async () => {
    // A stored photo, so that one HEAD reaches a real file by its signed link.
    const steps = (await app.server.inject({ method: 'GET', url: `/api/v1/task/sub/${taskId}`, headers: a.phone.auth })).json<
      { id: number; needPhoto: boolean }[]
    >();
    const upload = await app.server.inject({
      method: 'POST',
      url: `/api/v1/task/sub/${steps.find((step) => step.needPhoto)!.id}/photo`,
      headers: { ...a.phone.auth, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(upload.statusCode).toBe(201);
    const photos = (await app.server.inject({ method: 'GET', url: `/api/v1/task-photos?taskId=${taskId}`, headers: a.manager.auth })).json<
      { url: string }[]
    >();
    const signedLink = new URL(photos[0]!.url, origin);

    const routes = (await documentedRoutes(app)).filter((route) => route.method === 'GET' && route.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    // The fixture's own ids (found), an unused id and a malformed one; each parameter gets the same kind.
    const fills: Record<string, string>[] = [
      { managerId: String(a.manager.user.id), employeeId: String(a.employee.id), id: String(a.employee.id), taskId: String(taskId), '*': 'x', file: 'x.ics' },
      Object.fromEntries(['managerId', 'employeeId', 'id', 'taskId', '*', 'file'].map((name) => [name, '2147483647'])),
      Object.fromEntries(['managerId', 'employeeId', 'id', 'taskId', '*', 'file'].map((name) => [name, 'abc'])),
    ];
    const urls = new Map<string, string>();
    for (const route of routes) for (const fill of fills) urls.set(`${origin}${fillPath(route.path, fill)}`, routeKey(route));
    urls.set(signedLink.href, 'GET /api/v1/files/{*} (a signed link)');
    const callers: [string, Auth][] = [
      ['manager', a.manager.auth],
      ['phone', a.phone.auth],
      ['no token', {}],
    ];

    let answered = 0;
    for (const [url, key] of urls) {
      for (const [caller, auth] of callers) {
        const label = `${key} ${url} as ${caller}`;
        const get = await fetch(url, { headers: auth, signal: AbortSignal.timeout(HANG_DETECTOR_MS) });
        const getType = get.headers.get('content-type');
        // A stream never ends by itself: its headers are the GET's answer.
        if (getType?.startsWith('text/event-stream')) await get.body?.cancel();
        else await get.arrayBuffer();
        const response = await fetch(url, { method: 'HEAD', headers: auth, signal: AbortSignal.timeout(HANG_DETECTOR_MS) });
        expect(response.status, label).toBe(get.status);
        expect(response.status, label).toBeLessThan(500);
        expect(response.headers.get('content-type'), label).toBe(getType);
        expect(await response.text(), label).toBe('');
        answered += 1;
      }
    }
    expect(answered).toBe(urls.size * callers.length);
  });
});
