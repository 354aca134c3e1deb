import { Readable } from 'node:stream';
import { MAX_PHOTO_BYTES } from '@plan-dan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeRoom, createFakeStorage, employee, manager } from '../shared/room.fakes.ts';
import type { NewPhoto, Rejection, StepsRepository } from './steps.repository.ts';
import { createStepsService } from './steps.service.ts';

/** The rules of steps, their decisions and photos, with the room's parts in memory (tasks-crud.test.ts, task-doing-and-review.test.ts and task-photo-uploads.test.ts run them through the server). */

/** A real 1×1 PNG: a photo must decode. */
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Its first bytes say PNG, but the picture is cut off: it does not decode. */
const CUT_PNG = PNG_BYTES.subarray(0, PNG_BYTES.length - 20);

interface Decision {
  stepId: number;
  done: boolean;
  completedAt: number | null;
  rejection: Rejection | null;
}

function setUp() {
  const room = createFakeRoom();
  const { storage, files } = createFakeStorage();
  const decisions: Decision[] = [];
  const photos: NewPhoto[] = [];
  let refusePhoto = false;
  const steps: StepsRepository = {
    insertStep: async () => 0,
    deleteStep: async () => [],
    async setStepDone(stepId, taskId, change) {
      decisions.push({ stepId, ...change });
      room.steps.get(stepId)!.done = change.done;
      const ofTask = [...room.steps.values()].filter((step) => step.taskId === taskId);
      room.tasks.get(taskId)!.done = ofTask.every((step) => step.done === true);
    },
    listRejections: async () => [
      { reason: 'Slika je mutna', at: Date.UTC(2026, 10, 28, 9), managerName: 'Ana Horvat' },
      { reason: null, at: Date.UTC(2026, 10, 27, 9), managerName: null },
    ],
    async replacePhoto(photo) {
      if (refusePhoto) throw new Error('key taken');
      photos.push(photo);
      return 'photos/old.jpg';
    },
    listPhotos: async () => photos.map((photo, index) => ({ id: index + 1, name: photo.name, stepId: photo.stepId, storageKey: photo.storageKey, contentType: photo.contentType })),
  };
  const present = { photo: (stored: { id: number; name: string; stepId: number }) => ({ id: stored.id, name: stored.name, subtaskId: stored.stepId, downloadURL: 'link' }) };
  const service = createStepsService({ ...room.deps, steps, storage, present });
  return { room, service, decisions, photos, files, refuse: () => (refusePhoto = true) };
}

let world: ReturnType<typeof setUp>;
beforeEach(() => {
  world = setUp();
  world.room.tasks.set(1, { id: 1, employeeId: 10, started: true, done: false });
  world.room.steps.set(5, { id: 5, taskId: 1, needPhoto: false, done: false, completedAt: null });
  world.room.steps.set(6, { id: 6, taskId: 1, needPhoto: true, done: null, completedAt: 1_000 });
});

describe('the employee ticking a step', () => {
  it('may not decide a photo step', async () => {
    await expect(world.service.setStepDone(employee(10), 6, true)).rejects.toMatchObject({ statusCode: 403 });
    expect(world.decisions).toEqual([]);
  });

  it('ticks only once the task has started', async () => {
    world.room.tasks.get(1)!.started = false;
    await expect(world.service.setStepDone(employee(10), 5, true)).rejects.toMatchObject({ statusCode: 409, code: 'task_not_started' });
  });

  it('gives no reason: unticking is not a rejection', async () => {
    await expect(world.service.setStepDone(employee(10), 5, false, 'ne')).rejects.toMatchObject({ statusCode: 400, fields: { reason: 'only_the_manager' } });
    await world.service.setStepDone(employee(10), 5, false);
    expect(world.decisions).toEqual([{ stepId: 5, done: false, completedAt: null, rejection: null }]);
  });

  it("cannot reach another employee's step", async () => {
    await expect(world.service.setStepDone(employee(11), 5, true)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('tells the manager once when the last step finishes the task', async () => {
    world.room.steps.get(6)!.done = true;
    await world.service.setStepDone(employee(10), 5, true);
    expect(world.room.notices).toEqual([{ kind: 'taskDone', taskId: 1 }]);
    await world.service.setStepDone(employee(10), 5, true);
    expect(world.room.notices).toHaveLength(1);
  });
});

describe("the manager's decision", () => {
  it('records a rejection with its reason and the manager, and tells the phone', async () => {
    await world.service.setStepDone(manager(1), 6, false, 'Slika je mutna');
    expect(world.decisions).toEqual([{ stepId: 6, done: false, completedAt: null, rejection: { at: expect.any(Number), reason: 'Slika je mutna', managerId: 1 } }]);
    expect(world.room.notices).toEqual([{ kind: 'stepDecided', stepId: 6, approved: false, reason: 'Slika je mutna' }]);
  });

  it('approves a photo step as finished when its photo came, not when it was approved', async () => {
    await world.service.setStepDone(manager(1), 6, true);
    expect(world.decisions).toEqual([{ stepId: 6, done: true, completedAt: 1_000, rejection: null }]);
  });

  it("lets the owner's helper decide, not another manager", async () => {
    await expect(world.service.setStepDone(manager(2), 6, true)).rejects.toMatchObject({ statusCode: 404 });
    world.room.helpers.add('10 2');
    await world.service.setStepDone(manager(2), 6, false);
    expect(world.decisions[0]!.rejection).toMatchObject({ managerId: 2, reason: null });
  });

  it('answers the rejection history newest first, with who rejected when known', async () => {
    await expect(world.service.listRejections(employee(10), 6)).resolves.toEqual([
      { reason: 'Slika je mutna', at: '2026-11-28T09:00:00.000Z', by: { name: 'Ana Horvat' } },
      { reason: null, at: '2026-11-27T09:00:00.000Z', by: null },
    ]);
  });
});

describe("the employee's photo", () => {
  const send = (stepId: number, bytes: Buffer, principal = employee(10), declared: number | undefined = bytes.length) =>
    world.service.uploadPhoto(principal, stepId, Readable.from([bytes]), declared);

  it('is stored, replaces the earlier one, puts the step up for review and tells the manager', async () => {
    const photo = await send(6, PNG_BYTES);
    expect(world.photos).toMatchObject([{ stepId: 6, taskId: 1, employeeId: 10, contentType: 'image/png', size: PNG_BYTES.length }]);
    expect([...world.files.keys()]).toEqual([world.photos[0]!.storageKey]);
    expect(world.photos[0]!.storageKey).toMatch(/^photos\/10\/1\/6-[0-9a-f-]+\.png$/);
    expect(world.room.deleted).toEqual(['photos/old.jpg']);
    expect(world.room.notices).toEqual([{ kind: 'photo', stepId: 6 }]);
    expect(photo).toMatchObject({ subtaskId: 6 });
  });

  it('comes only from the employee, for a started task, for a step that needs one', async () => {
    await expect(send(6, PNG_BYTES, manager(1))).rejects.toMatchObject({ statusCode: 403 });
    await expect(send(5, PNG_BYTES)).rejects.toMatchObject({ statusCode: 400, fields: { subtask: 'no_photo_needed' } });
    world.room.tasks.get(1)!.started = false;
    await expect(send(6, PNG_BYTES)).rejects.toMatchObject({ statusCode: 409 });
    expect(world.files.size).toBe(0);
  });

  it('is refused when too large, not a picture or not decodable, and nothing is kept', async () => {
    await expect(send(6, PNG_BYTES, employee(10), MAX_PHOTO_BYTES + 1)).rejects.toMatchObject({ statusCode: 413 });
    await expect(send(6, Buffer.from('%PDF-1.7 not a photo at all'))).rejects.toMatchObject({ statusCode: 400, fields: { file: 'not_an_image' } });
    await expect(send(6, CUT_PNG)).rejects.toMatchObject({ statusCode: 400, fields: { file: 'not_an_image' } });
    expect(world.files.size).toBe(0);
    expect(world.photos).toEqual([]);
  });

  it('leaves no file behind when the change is refused (the same photo sent again at once)', async () => {
    world.refuse();
    await expect(send(6, PNG_BYTES)).rejects.toThrow('key taken');
    expect(world.room.deleted).toEqual([expect.stringMatching(/^photos\/10\/1\/6-/)]);
    expect(world.room.notices).toEqual([]);
  });
});
