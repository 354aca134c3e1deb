import { hasStepWaitingForReview, stepState, type StepState } from '@plan-dan/contract';
import type { TaskWithSteps } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTask, createTestApp, managerWithEmployee, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe("the server's answers and the contract's task rules", () => {
  it("agree on a step's state and 'waiting for review' for a step in every state a step can reach", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object | Buffer) =>
      app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const stepOf = async (taskId: number) =>
      (await call('GET', `/api/v1/task/sub/${taskId}`, manager.auth)).json<{ id: number }[]>()[0]!.id;
    const oneStepTask = async (needPhoto: boolean) => {
      const task = await addTask(app, manager.auth, employee.id, { subtasks: [{ description: 'Korak', needPhoto }] });
      await call('PUT', `/api/v1/task/start/${task.id}`, phone.auth);
      return { taskId: task.id, stepId: await stepOf(task.id) };
    };
    const upload = (stepId: number) =>
      call('POST', `/api/v1/task/sub/${stepId}/photo`, { ...phone.auth, 'content-type': 'image/png' }, TINY_PNG);

    const expected: Record<number, StepState> = {};
    const open = await oneStepTask(false);
    expected[open.taskId] = 'open';
    const ticked = await oneStepTask(false);
    await call('PUT', `/api/v1/task/sub/done/${ticked.stepId}`, phone.auth, { done: true });
    expected[ticked.taskId] = 'done';
    const noPhotoYet = await oneStepTask(true);
    expected[noPhotoYet.taskId] = 'open';
    const waiting = await oneStepTask(true);
    await upload(waiting.stepId);
    expected[waiting.taskId] = 'waiting';
    const rejected = await oneStepTask(true);
    await upload(rejected.stepId);
    await call('PUT', `/api/v1/task/sub/done/${rejected.stepId}`, manager.auth, { done: false });
    expected[rejected.taskId] = 'rejected';
    const approved = await oneStepTask(true);
    await upload(approved.stepId);
    await call('PUT', `/api/v1/task/sub/done/${approved.stepId}`, manager.auth, { done: true });
    expected[approved.taskId] = 'done';
    // The manager sets a step without a photo back: rejected too (the server's `rejection` decides), until it is ticked again.
    const sentBack = await oneStepTask(false);
    await call('PUT', `/api/v1/task/sub/done/${sentBack.stepId}`, phone.auth, { done: true });
    await call('PUT', `/api/v1/task/sub/done/${sentBack.stepId}`, manager.auth, { done: false, reason: 'Još jednom, molim' });
    expected[sentBack.taskId] = 'rejected';
    const doneAgain = await oneStepTask(false);
    await call('PUT', `/api/v1/task/sub/done/${doneAgain.stepId}`, manager.auth, { done: false });
    await call('PUT', `/api/v1/task/sub/done/${doneAgain.stepId}`, phone.auth, { done: true });
    expected[doneAgain.taskId] = 'done';

    const withSteps = (await call('GET', `/api/v1/task/${employee.id}?include=subtasks`, manager.auth)).json<TaskWithSteps[]>();
    const withoutSteps = (await call('GET', `/api/v1/task/${employee.id}`, manager.auth)).json<TaskWithSteps[]>();
    expect(withSteps).toHaveLength(8);
    for (const task of withSteps) {
      expect(stepState(task.subtasks[0]!), task.taskName).toBe(expected[task.id]);
      expect(task.pendingReview, `task ${task.id}`).toBe(hasStepWaitingForReview(task));
      expect(withoutSteps.find((other) => other.id === task.id)!.pendingReview).toBe(task.pendingReview);
    }
    expect(withSteps.filter((task) => task.pendingReview).map((task) => task.id)).toEqual([waiting.taskId]);
  });
});
