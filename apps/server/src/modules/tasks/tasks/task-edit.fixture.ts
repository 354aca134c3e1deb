import { addDays, type Step, type Task, type TaskWithSteps } from '@plan-dan/contract';
import { expect } from 'vitest';
import { today } from '../../../platform/clock.ts';
import { TINY_PNG, type TestApp } from '../../../../test/helpers.ts';

/**
 * What the tests of a task's edit (task-edit.test.ts) and of its difficulty and steps' order
 * (task-difficulty-and-step-order.test.ts) set up and read alike. `taskEdits(app)` takes the test file's app
 * (made in its beforeAll).
 */

type Auth = Record<string, string>;
/** A day `offset` days from today (the test app's zone): a routine's days are made at most a year ahead. */
export const fromToday = (offset: number) => addDays(today('Europe/Sarajevo'), offset);

/** The task's own fields as an edit sends them (no steps: they stay). */
export const fieldsOf = (task: Task) => ({
  taskName: task.taskName,
  description: task.description,
  dueDate: task.dueDate,
  dueTime: task.dueTime,
  priority: task.priority,
  difficulty: task.difficulty,
  durationMinutes: task.durationMinutes,
});

export const fieldNames = (response: { json(): { error: { fields?: Record<string, string> } } }) => Object.keys(response.json().error.fields ?? {});

export function taskEdits(app: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
    app().server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const edit = (auth: Auth, taskId: number | string, body: object) => call('PUT', `/api/v1/task/${taskId}`, auth, body);

  async function listWithSteps(auth: Auth, employeeId: number, query = '') {
    const response = await call('GET', `/api/v1/task/${employeeId}?include=subtasks${query}`, auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TaskWithSteps[]>();
  }
  const stepsOf = async (auth: Auth, taskId: number) => (await call('GET', `/api/v1/task/sub/${taskId}`, auth)).json<Step[]>();
  const uploadPhoto = async (auth: Auth, stepId: number) => {
    const response = await app().server.inject({
      method: 'POST',
      url: `/api/v1/task/sub/${stepId}/photo`,
      headers: { ...auth, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const setDone = async (auth: Auth, stepId: number, body: object) => {
    const response = await call('PUT', `/api/v1/task/sub/done/${stepId}`, auth, body);
    expect(response.statusCode, response.body).toBe(200);
  };

  return { call, edit, listWithSteps, stepsOf, uploadPhoto, setDone };
}
