import type { Step, Task } from '@plan-dan/contract';
import { Readable } from 'node:stream';
import { createAccess, type Ownership, type Principal } from '../../../platform/auth.ts';
import type { AccessEvent } from '../../../platform/access-record.ts';
import type { PushNotice } from '../../../platform/push-notices.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import type { RoomDeps } from './deps.ts';

/**
 * In-memory stand-ins for what the room's services are given, for their unit tests (*.service.spec.ts):
 * the rules of a service are checked without a database or a server. The API tests (*.test.ts) run the
 * same rules through the real server on both databases.
 */

export const manager = (id: number): Principal => ({ role: 'manager', id, sessionId: `session-m${id}`, expiresAt: Date.now() + 3_600_000 });
export const employee = (id: number): Principal => ({ role: 'employee', id, sessionId: `session-e${id}`, expiresAt: Date.now() + 3_600_000 });

/** A task as the fakes keep it. */
export interface FakeTask {
  id: number;
  employeeId: number;
  started: boolean;
  done: boolean;
}

/** A step as the fakes keep it. */
export interface FakeStep {
  id: number;
  taskId: number;
  needPhoto: boolean;
  done: boolean | null;
  completedAt: number | null;
}

/** The world the fakes read: employees and their owners, helpers, tasks and steps. */
export function createFakeRoom() {
  const owners = new Map<number, number>([[10, 1]]);
  const helpers = new Set<string>();
  const tasks = new Map<number, FakeTask>();
  const steps = new Map<number, FakeStep>();
  const changed: number[] = [];
  const notices: PushNotice[] = [];
  const deleted: string[] = [];
  const recorded: AccessEvent[] = [];
  const ownership = (employeeId: number): Ownership | undefined => {
    const managerId = owners.get(employeeId);
    return managerId === undefined ? undefined : { employeeId, managerId };
  };

  const taskAnswer = (task: FakeTask): Task => ({
    id: task.id,
    taskName: `Zadatak ${task.id}`,
    description: '',
    dueDate: '2026-11-28',
    dueTime: '09:00',
    priority: false,
    difficulty: null,
    durationMinutes: null,
    done: task.done ? true : null,
    start: task.started ? '2026-11-28T08:00:00.000Z' : null,
    end: null,
    child: { id: task.employeeId },
    pendingReview: false,
    routine: null,
    pictogram: null,
  });
  const stepAnswer = (step: FakeStep): Step => ({
    id: step.id,
    description: `Korak ${step.id}`,
    needPhoto: step.needPhoto,
    done: step.done,
    task: { id: step.taskId },
    photo: null,
    rejection: null,
    rejectionCount: 0,
    support: null,
    voice: null,
    durationMinutes: null,
    picture: null,
    pictogram: null,
    photoRemovedAt: null,
  });

  const deps: RoomDeps = {
    reads: {
      async taskOwnership(taskId) {
        const task = tasks.get(taskId);
        const owner = task && ownership(task.employeeId);
        return owner && { ...owner, started: task.started, taskName: `Zadatak ${task.id}` };
      },
      async stepOwnership(stepId) {
        const step = steps.get(stepId);
        const task = step && tasks.get(step.taskId);
        const owner = task && ownership(task.employeeId);
        return (
          owner && {
            ...owner,
            taskId: step.taskId,
            needPhoto: step.needPhoto,
            started: task.started,
            completedAt: step.completedAt,
            description: `Korak ${step.id}`,
            taskName: `Zadatak ${task.id}`,
          }
        );
      },
    },
    answers: {
      findTask: async (taskId) => (tasks.has(taskId) ? taskAnswer(tasks.get(taskId)!) : undefined),
      findTaskWithSteps: async (_viewer, taskId) =>
        tasks.has(taskId)
          ? { ...taskAnswer(tasks.get(taskId)!), subtasks: [...steps.values()].filter((step) => step.taskId === taskId).map(stepAnswer) }
          : undefined,
      findStep: async (_viewer, stepId) => (steps.has(stepId) ? stepAnswer(steps.get(stepId)!) : undefined),
      listSteps: async (_viewer, taskId) => [...steps.values()].filter((step) => step.taskId === taskId).map(stepAnswer),
    },
    employeeOwnership: async (employeeId) => ownership(employeeId),
    access: createAccess(async (employeeId, managerId) => helpers.has(`${employeeId} ${managerId}`)),
    changed: (employeeId) => changed.push(employeeId),
    deleteFiles: async (keys) => {
      deleted.push(...keys.filter((key): key is string => key !== undefined));
    },
    notices: (notice) => notices.push(notice),
    today: () => '2026-11-28',
    recordAccess: async (event) => void recorded.push(event),
  };

  return { deps, owners, helpers, tasks, steps, changed, notices, deleted, recorded };
}

/** Files kept in memory by key. */
export function createFakeStorage() {
  const files = new Map<string, Buffer>();
  const storage: FileStorage = {
    async put(key, body, maxBytes) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (bytes.length > maxBytes) throw new Error('too large');
      files.set(key, bytes);
      return bytes.length;
    },
    async read(key) {
      const bytes = files.get(key);
      return bytes && { stream: Readable.from([bytes]), size: bytes.length };
    },
    size: async (key) => files.get(key)?.length,
    delete: async (key) => void files.delete(key),
    uploadStore: () => {
      throw new Error('no uploads in the fakes');
    },
    close: async () => undefined,
  };
  return { storage, files };
}
