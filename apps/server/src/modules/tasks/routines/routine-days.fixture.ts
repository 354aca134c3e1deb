import type { CreateTaskRequest, Routine, Step, Task, TaskWithSteps } from '@plan-dan/contract';
import { expect, vi } from 'vitest';
import { addEmployee, buildTask, loginEmployee, registerAndLogin, type TestApp } from '../../../../test/helpers.ts';

type Auth = Record<string, string>;

/**
 * What the tests of a routine's shared step things (pictures, voices, pictograms) set up and read alike: a
 * daily routine made on 20/05/2030 with a faked Date (vi.useFakeTimers), its days as the lists read them,
 * a day's steps and the routine's form. `app()` is the test file's app (made in its beforeAll).
 */
export function routineDays(app: () => TestApp) {
  const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
    app().server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  return {
    at,
    call,

    /** A manager, an employee with the phone logged in, and a daily routine of these steps from 20/05/2030 (made on that day). */
    async dailyRoutine(steps: CreateTaskRequest['subtasks']) {
      at('2030-05-20T06:00:00Z');
      const manager = await registerAndLogin(app());
      const employee = await addEmployee(app(), manager.auth);
      const phone = await loginEmployee(app(), manager.auth, employee.id);
      const response = await call('POST', '/api/v1/task', manager.auth, buildTask(employee.id, { dueDate: '2030-05-20', dueTime: '08:00', subtasks: steps, repeat: { kind: 'daily' } }));
      expect(response.statusCode, response.body).toBe(201);
      const first = response.json<Task>();
      return { manager: manager.auth, phone: phone.auth, employeeId: employee.id, first, routineId: first.routine!.id };
    },

    /** The routine's days between two dates, with their steps, as the Zadaci lists and the phone read them. */
    async daysOf(auth: Auth, employeeId: number, from: string, to: string) {
      const response = await call('GET', `/api/v1/task/${employeeId}?include=subtasks&from=${from}&to=${to}`, auth);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TaskWithSteps[]>();
    },

    stepsOfDay: async (auth: Auth, taskId: number) => (await call('GET', `/api/v1/task/sub/${taskId}`, auth)).json<Step[]>(),

    async getRoutine(auth: Auth, routineId: number) {
      const response = await call('GET', `/api/v1/task-routine/${routineId}`, auth);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Routine>();
    },
  };
}
