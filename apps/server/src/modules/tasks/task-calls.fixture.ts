import type { TaskWithSteps } from '@plan-dan/contract';
import { expect } from 'vitest';
import { TINY_PNG, type TestApp } from '../../../test/helpers.ts';

export type Auth = Record<string, string>;

/**
 * The calls the tests of a task's life make alike (tasks-crud, task-doing-and-review, task-photo-uploads):
 * any request, an employee's photo upload, and an employee's tasks with their steps. `app()` is the test
 * file's app (made in its beforeAll).
 */
export function taskCalls(app: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
    app().server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const upload = (subtaskId: number, headers: Auth, body: Buffer = TINY_PNG, contentType = 'image/png') =>
    app().server.inject({
      method: 'POST',
      url: `/api/v1/task/sub/${subtaskId}/photo`,
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });

  async function tasksWithSteps(auth: Auth, employeeId: number) {
    const response = await call('GET', `/api/v1/task/${employeeId}?include=subtasks`, auth);
    expect(response.statusCode).toBe(200);
    return response.json<TaskWithSteps[]>();
  }

  async function taskWithSteps(auth: Auth, employeeId: number, taskId: number) {
    return (await tasksWithSteps(auth, employeeId)).find((t) => t.id === taskId)!;
  }

  return { call, upload, tasksWithSteps, taskWithSteps };
}
