import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Photo, Step, Task, TaskWithSteps } from '@plan-dan/contract';
import { IDEMPOTENCY_KEY_DAYS } from '@plan-dan/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTask, createTestApp, managerWithEmployee, TINY_PNG, type TestApp } from '../../../test/helpers.ts';

/**
 * The phone's offline queue sends its start, ticks and photos again when it cannot know whether they
 * arrived: with the same Idempotency-Key each is applied once (platform/idempotency.ts).
 */
let app: TestApp;
beforeAll(async () => {
  // Files on disk, where the test counts them.
  app = await createTestApp({}, { storage: 'disk' });
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const withKey = (auth: Auth, key: string) => ({ ...auth, 'idempotency-key': key });
let keys = 0;
const newKey = () => `phone-action-${Date.now()}-${++keys}`;

const start = (taskId: number, headers: Auth) => app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${taskId}`, headers });
const tick = (stepId: number, headers: Auth, done = true) =>
  app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/done/${stepId}`, headers, payload: { done } });
const upload = (stepId: number, headers: Auth, body: Buffer = TINY_PNG) =>
  app.server.inject({ method: 'POST', url: `/api/v1/task/sub/${stepId}/photo`, headers: { ...headers, 'content-type': 'image/png' }, payload: body });

/** The employee's list version, the first part of the list's ETag: raised by every change to their tasks. */
async function listVersion(auth: Auth, employeeId: number): Promise<number> {
  const response = await app.server.inject({ method: 'GET', url: `/api/v1/task/${employeeId}`, headers: auth });
  return Number(/^W\/"(\d+)-/.exec(response.headers.etag as string)![1]);
}

async function steps(auth: Auth, employeeId: number, taskId: number): Promise<Step[]> {
  const response = await app.server.inject({ method: 'GET', url: `/api/v1/task/${employeeId}?include=subtasks`, headers: auth });
  return response.json<TaskWithSteps[]>().find((task) => task.id === taskId)!.subtasks;
}

function storedPhotoFiles(employeeId: number): string[] {
  try {
    return readdirSync(path.join(app.config.dataDir, 'files', 'photos', String(employeeId)), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** A started task of a logged-in employee, with its plain step and its photo step. */
async function startedTask() {
  const people = await managerWithEmployee(app);
  const task = await addTask(app, people.manager.auth, people.employee.id);
  expect((await start(task.id, people.phone.auth)).statusCode).toBe(200);
  const [plainStep, photoStep] = (await steps(people.manager.auth, people.employee.id, task.id)) as [Step, Step];
  return { ...people, task, plainStep, photoStep };
}

describe('requests sent again with the same Idempotency-Key', () => {
  it('starts a task once: the repeat gets the same answer, marked as replayed, and writes nothing', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const key = newKey();
    const first = await start(task.id, withKey(phone.auth, key));
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const versionAfterFirst = await listVersion(manager.auth, employee.id);

    const again = await start(task.id, withKey(phone.auth, key));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Task>()).toEqual(first.json<Task>());
    expect(await listVersion(manager.auth, employee.id)).toBe(versionAfterFirst);
  });

  it('finishes a task without steps once', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id, { subtasks: [] });
    expect((await start(task.id, phone.auth)).statusCode).toBe(200);
    const key = newKey();
    const finish = () => app.server.inject({ method: 'PUT', url: `/api/v1/task/finish/${task.id}`, headers: withKey(phone.auth, key) });
    const first = await finish();
    expect(first.statusCode).toBe(200);
    expect(first.json<Task>().done).toBe(true);
    const version = await listVersion(manager.auth, employee.id);
    const again = await finish();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await listVersion(manager.auth, employee.id)).toBe(version);
  });

  it('ticks a step once: a repeat after the step was unticked does not tick it again', async () => {
    const { manager, employee, phone, plainStep, task } = await startedTask();
    const key = newKey();
    const first = await tick(plainStep.id, withKey(phone.auth, key));
    expect(first.statusCode).toBe(200);
    expect(first.json<Step>().done).toBe(true);
    // Unticked in between, without a key: the repeat of the tick must not undo that.
    expect((await tick(plainStep.id, phone.auth, false)).json<Step>().done).toBe(false);
    const version = await listVersion(manager.auth, employee.id);

    const again = await tick(plainStep.id, withKey(phone.auth, key));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await steps(manager.auth, employee.id, task.id)).find((s) => s.id === plainStep.id)!.done).toBe(false);
    expect(await listVersion(manager.auth, employee.id)).toBe(version);
  });

  it('stores a photo sent twice once: one photo, one file, one change', async () => {
    const { manager, employee, phone, photoStep, task } = await startedTask();
    const key = newKey();
    const first = await upload(photoStep.id, withKey(phone.auth, key));
    expect(first.statusCode).toBe(201);
    const version = await listVersion(manager.auth, employee.id);

    const again = await upload(photoStep.id, withKey(phone.auth, key));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Photo>()).toEqual(first.json<Photo>());

    const photos = await app.server.inject({ method: 'GET', url: `/api/v1/task-photos?taskId=${task.id}`, headers: manager.auth });
    expect(photos.json<Photo[]>().map((photo) => photo.id)).toEqual([first.json<Photo>().id]);
    expect(storedPhotoFiles(employee.id)).toHaveLength(1);
    expect(await listVersion(manager.auth, employee.id)).toBe(version);
  });

  it('applies two copies sent at the same moment once, and leaves no second file behind', async () => {
    const { manager, employee, phone, photoStep, plainStep, task } = await startedTask();
    const photoKey = newKey();
    const tickKey = newKey();
    const [photoA, photoB, tickA, tickB] = await Promise.all([
      upload(photoStep.id, withKey(phone.auth, photoKey)),
      upload(photoStep.id, withKey(phone.auth, photoKey)),
      tick(plainStep.id, withKey(phone.auth, tickKey)),
      tick(plainStep.id, withKey(phone.auth, tickKey)),
    ]);
    expect([photoA.statusCode, photoB.statusCode, tickA.statusCode, tickB.statusCode]).toEqual([201, 201, 200, 200]);
    expect(photoA.json()).toEqual(photoB.json());
    expect(tickA.json()).toEqual(tickB.json());
    expect([photoA.headers['idempotent-replayed'], photoB.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect([tickA.headers['idempotent-replayed'], tickB.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);

    const photos = await app.server.inject({ method: 'GET', url: `/api/v1/task-photos?taskId=${task.id}`, headers: manager.auth });
    expect(photos.json<Photo[]>()).toHaveLength(1);
    expect(storedPhotoFiles(employee.id)).toHaveLength(1);
  });

  it('refuses the same key with another request (409) and applies nothing', async () => {
    const { manager, employee, phone, photoStep, plainStep, task } = await startedTask();
    const key = newKey();
    const photoKey = newKey();
    expect((await tick(plainStep.id, withKey(phone.auth, key))).statusCode).toBe(200);
    expect((await upload(photoStep.id, withKey(phone.auth, photoKey))).statusCode).toBe(201);
    const version = await listVersion(manager.auth, employee.id);

    const otherBody = await tick(plainStep.id, withKey(phone.auth, key), false);
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().error).toMatchObject({ code: 'idempotency_key_reused', fields: { 'idempotency-key': 'reused' } });
    const otherRoute = await start(task.id, withKey(phone.auth, key));
    expect(otherRoute.statusCode).toBe(409);
    expect(otherRoute.json().error.code).toBe('idempotency_key_reused');

    const otherPhoto = Buffer.concat([TINY_PNG, Buffer.from('another photo')]);
    const refused = await upload(photoStep.id, withKey(phone.auth, photoKey), otherPhoto);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('idempotency_key_reused');
    expect(storedPhotoFiles(employee.id)).toHaveLength(1);
    expect((await steps(manager.auth, employee.id, task.id)).find((s) => s.id === plainStep.id)!.done).toBe(true);
    expect(await listVersion(manager.auth, employee.id)).toBe(version);
  });

  it('answers 400 naming the header for a key that is too short, too long or has other characters, and applies nothing', async () => {
    const { manager, employee, phone, plainStep, task } = await startedTask();
    for (const key of ['short', 'x'.repeat(101), 'has space here', 'ključ-sa-slovima', 'a/b/c/d/e/f']) {
      const response = await tick(plainStep.id, withKey(phone.auth, key));
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error.fields).toHaveProperty('idempotency-key');
    }
    expect((await upload(plainStep.id, withKey(phone.auth, 'bad key!'))).statusCode).toBe(400);
    expect((await steps(manager.auth, employee.id, task.id)).find((s) => s.id === plainStep.id)!.done).toBe(false);
    // The longest and shortest keys allowed are taken.
    expect((await tick(plainStep.id, withKey(phone.auth, 'A'.repeat(100)))).statusCode).toBe(200);
    expect((await tick(plainStep.id, withKey(phone.auth, 'a_b-C9z0'), false)).statusCode).toBe(200);
  });

  it("keeps each user's keys apart: another employee's same key is another request", async () => {
    const first = await startedTask();
    const second = await startedTask();
    const key = newKey();
    const mine = await tick(first.plainStep.id, withKey(first.phone.auth, key));
    const theirs = await tick(second.plainStep.id, withKey(second.phone.auth, key));
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await steps(second.manager.auth, second.employee.id, second.task.id)).find((s) => s.id === second.plainStep.id)!.done).toBe(true);
    // And still nobody else's: the other employee's step with the key is 404 as without it.
    expect((await tick(first.plainStep.id, withKey(second.phone.auth, newKey()))).statusCode).toBe(404);
  });

  it('answers 404 for a task deleted before the queued request came, as often as it comes, and stores no answer for it', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const [plainStep] = await steps(manager.auth, employee.id, task.id);
    expect((await app.server.inject({ method: 'DELETE', url: `/api/v1/task/${task.id}`, headers: manager.auth })).statusCode).toBe(204);
    const startKey = newKey();
    const tickKey = newKey();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await start(task.id, withKey(phone.auth, startKey))).statusCode).toBe(404);
      expect((await tick(plainStep!.id, withKey(phone.auth, tickKey))).statusCode).toBe(404);
    }
    // Nothing was claimed: the key may still name a request that can be applied.
    const other = await addTask(app, manager.auth, employee.id);
    expect((await start(other.id, withKey(phone.auth, startKey))).statusCode).toBe(200);
  });

  it('answers a task deleted after the start came with the stored answer: the phone learns it arrived', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const task = await addTask(app, manager.auth, employee.id);
    const key = newKey();
    const first = await start(task.id, withKey(phone.auth, key));
    expect((await app.server.inject({ method: 'DELETE', url: `/api/v1/task/${task.id}`, headers: manager.auth })).statusCode).toBe(204);
    const again = await start(task.id, withKey(phone.auth, key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await start(task.id, withKey(phone.auth, newKey()))).statusCode).toBe(404);
  });
});

describe('old keys', () => {
  it(`are forgotten after ${IDEMPOTENCY_KEY_DAYS} days: the key then names a new request`, async () => {
    // An app of its own: old keys are swept at its first claim.
    const fresh = await createTestApp({}, { storage: 'disk' });
    try {
      const { manager, employee, phone } = await managerWithEmployee(fresh);
      const task = await addTask(fresh, manager.auth, employee.id);
      const dayMs = 24 * 60 * 60 * 1000;
      const row = (key: string, ageDays: number) => ({
        user_role: 'employee' as const,
        user_id: employee.id,
        key,
        method: 'PUT',
        path: `/api/v1/task/start/${task.id}`,
        fingerprint: 'f'.repeat(64),
        status: 200,
        response: '{}',
        created_at: Date.now() - ageDays * dayMs,
      });
      await fresh.db.insertInto('idempotency_keys').values([row('old-key-0001', IDEMPOTENCY_KEY_DAYS + 1), row('recent-key-01', IDEMPOTENCY_KEY_DAYS - 1)]).execute();

      const started = await fresh.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: withKey(phone.auth, newKey()) });
      expect(started.statusCode).toBe(200);
      const keysLeft = async () => (await fresh.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', employee.id).execute()).map((r) => r.key);
      await expect.poll(keysLeft).not.toContain('old-key-0001');
      expect(await keysLeft()).toContain('recent-key-01');

      // The forgotten key is a new request; the kept one still answers as before.
      const again = await fresh.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: withKey(phone.auth, 'old-key-0001') });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      const kept = await fresh.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: withKey(phone.auth, 'recent-key-01') });
      expect(kept.statusCode).toBe(409);
      expect(kept.json().error.code).toBe('idempotency_key_reused');
    } finally {
      await fresh.close();
    }
  });
});
