import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from './event-stream.ts';
import { addTask, createTestApp, managerWithEmployee, TINY_PNG, type TestApp } from './helpers.ts';
import { buildNoisyJpeg } from './uploads.ts';

/** Short on purpose: the real server's is a minute, which no test should wait for. */
const IDLE_TIMEOUT_MS = 600;

let app: TestApp;
let port: number;
let origin: string;
beforeAll(async () => {
  app = await createTestApp({ idleTimeoutMs: IDLE_TIMEOUT_MS });
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(origin).port);
});
afterAll(async () => app?.close());

/** A raw HTTP exchange: writes the parts with pauses between them, answers what the server sent and when it closed. */
async function rawExchange(parts: (string | Buffer)[], pauseMs = 0) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  socket.on('error', () => {});
  for (const [index, part] of parts.entries()) {
    if (index > 0 && pauseMs > 0) await sleep(pauseMs);
    if (socket.destroyed) break;
    socket.write(part);
  }
  const closedAfterMs = await Promise.race([closed, sleep(10_000).then(() => Infinity)]);
  socket.destroy();
  const [head = '', body = ''] = received.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, head, body, closedAfterMs };
}

/** A started task's photo step, and the phone's token header. */
async function photoStep() {
  const { manager, employee, phone } = await managerWithEmployee(app);
  const task = await addTask(app, manager.auth, employee.id);
  await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: phone.auth });
  const steps = (await app.server.inject({ method: 'GET', url: `/api/v1/task/sub/${task.id}`, headers: phone.auth })).json<
    { id: number; needPhoto: boolean }[]
  >();
  return { stepId: steps.find((step) => step.needPhoto)!.id, authorization: phone.auth.authorization, manager, employee };
}

describe('uploads over real HTTP', () => {
  it('answers an empty photo (Content-Length: 0) with 400 at once, whatever its content type', async () => {
    const { stepId, authorization } = await photoStep();
    for (const type of ['image/jpeg', 'application/octet-stream', 'application/json', undefined]) {
      const response = await fetch(`${origin}/api/v1/task/sub/${stepId}/photo`, {
        method: 'POST',
        headers: { authorization, ...(type ? { 'content-type': type } : {}) },
        body: '',
        signal: AbortSignal.timeout(3_000),
      });
      expect(response.status, String(type)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    }
  });

  it('answers an empty chunked photo with 400 too', async () => {
    const { stepId, authorization } = await photoStep();
    const { status, body } = await rawExchange([
      `POST /api/v1/task/sub/${stepId}/photo HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\n` +
        'Content-Type: image/png\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      '0\r\n\r\n',
    ], 100);
    expect(status).toBe(400);
    expect(JSON.parse(body).error.fields).toEqual({ file: 'not_an_image' });
  });

  it('stores every byte of a photo whose whole body came before the server read it', async () => {
    const { stepId, authorization, manager } = await photoStep();
    const photo = await buildNoisyJpeg();
    expect(photo.length).toBeGreaterThan(16_384);
    // Head and body in one write: the server has the whole body before the route looks at it.
    const { status, body } = await rawExchange([
      Buffer.concat([
        Buffer.from(
          `POST /api/v1/task/sub/${stepId}/photo HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\n` +
            `Content-Type: image/jpeg\r\nContent-Length: ${photo.length}\r\nConnection: close\r\n\r\n`,
        ),
        photo,
      ]),
    ]);
    expect(status, body).toBe(201);
    const stored = await fetch(new URL(JSON.parse(body).downloadURL, origin), { headers: manager.auth });
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('closes an upload that stalls, after the idle time-out', async () => {
    const { stepId, authorization } = await photoStep();
    const { closedAfterMs } = await rawExchange([
      `POST /api/v1/task/sub/${stepId}/photo HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\n` +
        `Content-Type: image/png\r\nContent-Length: ${TINY_PNG.length}\r\n\r\n`,
      TINY_PNG.subarray(0, 10),
    ]);
    expect(closedAfterMs).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(IDLE_TIMEOUT_MS * 4);
  });

  it('lets a slow upload that keeps sending finish, though it takes longer than the idle time-out', async () => {
    const { stepId, authorization } = await photoStep();
    const pieces = Array.from({ length: 6 }, (_, i) => TINY_PNG.subarray(Math.floor((i * TINY_PNG.length) / 6), Math.floor(((i + 1) * TINY_PNG.length) / 6)));
    const head =
      `POST /api/v1/task/sub/${stepId}/photo HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\n` +
      `Content-Type: image/png\r\nContent-Length: ${TINY_PNG.length}\r\nConnection: close\r\n\r\n`;
    const { status, body, closedAfterMs } = await rawExchange([head, ...pieces], IDLE_TIMEOUT_MS / 3);
    expect(closedAfterMs).toBeGreaterThan(IDLE_TIMEOUT_MS * 1.5);
    expect(status).toBe(201);
    expect(JSON.parse(body)).toMatchObject({ subtaskId: stepId });
  });
});

describe('live streams and the idle time-out', () => {
  it('keeps a quiet event stream open past the idle time-out, and still delivers', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const stream = await openStream(origin, employee.id, manager.auth);
    await sleep(IDLE_TIMEOUT_MS * 3);
    await addTask(app, manager.auth, employee.id);
    expect(await stream.nextEvent()).toBe('event: tasks\ndata: {}');
    await stream.close();
  });
});

describe('requests Node itself refuses', () => {
  it('answers broken HTTP with the JSON error shape', async () => {
    const { status, head, body } = await rawExchange(['GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n']);
    expect(status).toBe(400);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ error: { code: 'validation_failed', message: 'Malformed request', fields: { request: 'malformed' } } });
  });
});
