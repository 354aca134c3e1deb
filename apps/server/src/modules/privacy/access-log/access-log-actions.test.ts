import type { Step } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdClock } from '../../../../test/clock.ts';
import { addEmployee, addTask, createTestApp, registerAndLogin, TINY_PNG, loginEmployee, type TestApp } from '../../../../test/helpers.ts';
import { buildWav } from '../../../../test/voices.ts';
import { callOn, told, wholeHistory, type Auth } from './access-log.fixture.ts';

/**
 * Every action of the access history is written where it happens, by whom (their name and how they stood to
 * the employee), with its detail; the employee's own use of the phone is not, apart from its logins.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

const call = callOn(() => app);
const MINUTE = 60_000;
/** Past the views' 15 minutes: the next look is written again. */
const laterThanCoalescing = () => vi.setSystemTime(Date.now() + 16 * MINUTE);

/** An owner named so the history can be read, their employee, and the employee's phone (its QR login recorded). */
async function ownerWithEmployee() {
  const owner = await registerAndLogin(app, { name: 'Vlasta', surname: 'Vlasnik' });
  const employee = await addEmployee(app, owner.auth, { name: 'Marko', surname: 'Marić', password: 'lozinka-zaposlenika' });
  const phone = await loginEmployee(app, owner.auth, employee.id);
  return { owner, employee, phone };
}

const stepsOf = async (auth: Auth, taskId: number) => (await call('GET', `/api/v1/task/sub/${taskId}`, auth)).json<Step[]>();
const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBeLessThan(300);
};

describe('what the access history records', () => {
  it("records the owner's looks and changes, reviews, support, the helper's and the phone's logins, oldest last", async () => {
    holdClock();
    const { owner, employee, phone } = await ownerWithEmployee();
    const id = employee.id;
    const helper = await registerAndLogin(app, { name: 'Iva', surname: 'Pomoćnica' });

    await ok(call('GET', `/api/v1/child/${id}`, owner.auth));
    await ok(call('GET', `/api/v1/task/${id}`, owner.auth));
    await ok(call('GET', `/api/v1/statistics/${id}`, owner.auth));
    await ok(call('PUT', `/api/v1/child/update/${id}`, owner.auth, { name: 'Marko', surname: 'Marić', kidMale: true, dateOfBirth: '2004-09-01' }));
    await ok(call('PUT', `/api/v1/child/${id}/email-login`, owner.auth, { allowed: true }));
    const task = await addTask(app, owner.auth, id, { taskName: 'Složiti police' });
    const [plain, photo] = await stepsOf(owner.auth, task.id);
    await ok(call('PUT', `/api/v1/task/${task.id}`, owner.auth, { taskName: 'Složiti police', description: 'x', dueDate: '2030-05-20', dueTime: '10:00', priority: false }));
    await ok(call('POST', '/api/v1/task/sub', owner.auth, { description: 'Pomesti pod', needPhoto: false, task: { id: task.id } }));
    await ok(call('PUT', `/api/v1/task/sub/${plain!.id}/picture`, owner.auth, TINY_PNG, 'image/png'));
    await ok(call('PUT', `/api/v1/task/sub/${plain!.id}/voice`, owner.auth, buildWav(), 'audio/wav'));
    await ok(call('PUT', `/api/v1/task/sub/${plain!.id}/pictogram`, owner.auth, { name: 'tooth' }));
    // The phone starts, ticks and sends a photo: its own use, not recorded.
    await ok(call('PUT', `/api/v1/task/start/${task.id}`, phone.auth));
    await ok(call('PUT', `/api/v1/task/sub/done/${plain!.id}`, phone.auth, { done: true }));
    await ok(call('POST', `/api/v1/task/sub/${photo!.id}/photo`, phone.auth, TINY_PNG, 'image/png'));
    await ok(call('PUT', `/api/v1/task/sub/done/${photo!.id}`, owner.auth, { done: false, reason: 'Mutno' }));
    await ok(call('POST', `/api/v1/task/sub/${photo!.id}/photo`, phone.auth, TINY_PNG, 'image/png'));
    await ok(call('PUT', `/api/v1/task/sub/done/${photo!.id}`, owner.auth, { done: true }));
    await ok(call('PUT', `/api/v1/task/sub/${photo!.id}/support`, owner.auth, { level: 'verbal' }));
    await ok(call('DELETE', `/api/v1/task/sub/${photo!.id}/support`, owner.auth));
    await ok(call('POST', `/api/v1/child/${id}/helpers`, owner.auth, { login: helper.user.username }));
    await ok(call('GET', `/api/v1/task/${id}?include=subtasks`, helper.auth));
    await ok(call('DELETE', `/api/v1/task/${task.id}`, helper.auth));
    await ok(call('DELETE', `/api/v1/child/${id}/helpers/${helper.user.id}`, helper.auth));
    await ok(call('POST', '/api/v1/employee/login', {}, { email: employee.email, password: 'lozinka-zaposlenika' }));
    await ok(call('PUT', `/api/v1/child/${id}/password`, owner.auth, { password: 'nova-lozinka-1' }));

    const owned = ['Vlasta Vlasnik', 'owner'];
    const helped = ['Iva Pomoćnica', 'helper'];
    const ofPhone = ['Marko Marić', 'employee'];
    expect((await wholeHistory(app, owner.auth, id)).map(told).reverse()).toEqual([
      [...ofPhone, 'phone.login', null],
      [...owned, 'profile.viewed', null],
      [...owned, 'tasks.viewed', null],
      [...owned, 'statistics.viewed', null],
      [...owned, 'profile.changed', null],
      [...owned, 'profile.changed', null],
      [...owned, 'task.created', 'Složiti police'],
      [...owned, 'task.changed', 'Složiti police'],
      [...owned, 'task.changed', 'Složiti police'],
      [...owned, 'task.changed', 'Složiti police'],
      [...owned, 'task.changed', 'Složiti police'],
      [...owned, 'task.changed', 'Složiti police'],
      [...owned, 'step.rejected', 'Poslikati složene police'],
      [...owned, 'step.approved', 'Poslikati složene police'],
      [...owned, 'support.recorded', 'Poslikati složene police'],
      [...owned, 'support.recorded', 'Poslikati složene police'],
      [...owned, 'helper.added', 'Iva Pomoćnica'],
      [...helped, 'tasks.viewed', null],
      [...helped, 'task.deleted', 'Složiti police'],
      [...helped, 'helper.removed', 'Iva Pomoćnica'],
      [...ofPhone, 'phone.login', null],
      [...owned, 'profile.changed', null],
    ]);
  });

  it("records a manager's task start and finish, step changes, picture removals and a routine's life", async () => {
    const { owner, employee } = await ownerWithEmployee();
    const id = employee.id;
    const stepless = await addTask(app, owner.auth, id, { taskName: 'Zaliti cvijeće', subtasks: [] });
    await ok(call('PUT', `/api/v1/task/start/${stepless.id}`, owner.auth));
    await ok(call('PUT', `/api/v1/task/finish/${stepless.id}`, owner.auth));
    const task = await addTask(app, owner.auth, id, { taskName: 'Oprati suđe' });
    const [plain] = await stepsOf(owner.auth, task.id);
    await ok(call('PUT', `/api/v1/task/sub/${plain!.id}/picture`, owner.auth, TINY_PNG, 'image/png'));
    await ok(call('DELETE', `/api/v1/task/sub/${plain!.id}/picture`, owner.auth));
    await ok(call('PUT', `/api/v1/task/sub/${plain!.id}/voice`, owner.auth, buildWav(), 'audio/wav'));
    await ok(call('DELETE', `/api/v1/task/sub/${plain!.id}/voice`, owner.auth));
    await ok(call('DELETE', `/api/v1/task/sub/${plain!.id}/pictogram`, owner.auth));
    await ok(call('PUT', `/api/v1/task/${task.id}/pictogram`, owner.auth, { name: 'tooth' }));
    // A manager ticking a step without photo changes the task (a review is of a photo).
    await ok(call('PUT', `/api/v1/task/start/${task.id}`, owner.auth));
    await ok(call('PUT', `/api/v1/task/sub/done/${plain!.id}`, owner.auth, { done: true }));
    await ok(call('DELETE', `/api/v1/task/sub/${plain!.id}`, owner.auth));
    const routine = await call('POST', '/api/v1/task', owner.auth, {
      taskName: 'Jutarnja rutina',
      description: 'x',
      dueDate: '2030-01-01',
      dueTime: '07:00',
      child: { id },
      repeat: { kind: 'daily' },
    });
    expect(routine.statusCode, routine.body).toBe(201);
    const routineId = routine.json().routine.id;
    await ok(
      call('PUT', `/api/v1/task-routine/${routineId}`, owner.auth, {
        taskName: 'Jutarnja rutina',
        description: 'y',
        dueDate: '2030-01-01',
        dueTime: '07:30',
        priority: false,
        repeat: { kind: 'daily' },
      }),
    );
    // The edit made the routine's unstarted days anew: its first day now has another id.
    const days = (await call('GET', `/api/v1/task/${id}?from=2030-01-01&to=2030-01-01`, owner.auth)).json<{ id: number }[]>();
    await ok(call('DELETE', `/api/v1/task/${days[0]!.id}?following=true`, owner.auth));

    const changes = (await wholeHistory(app, owner.auth, id, 'change')).map((entry) => [entry.action, entry.detail]).reverse();
    expect(changes).toEqual([
      ['task.created', 'Zaliti cvijeće'],
      ['task.changed', 'Zaliti cvijeće'],
      ['task.changed', 'Zaliti cvijeće'],
      ['task.created', 'Oprati suđe'],
      ...Array.from({ length: 9 }, () => ['task.changed', 'Oprati suđe']),
      ['task.created', 'Jutarnja rutina'],
      ['task.changed', 'Jutarnja rutina'],
      // 'Ovaj i sljedeći' is a deletion too.
      ['task.deleted', 'Jutarnja rutina'],
    ]);
  });

  it("records a manager's look at every figure of Statistika and support; the phone's own look is not recorded", async () => {
    holdClock();
    const { owner, employee, phone } = await ownerWithEmployee();
    const id = employee.id;
    const looks = [
      `/api/v1/statistics/${id}`,
      `/api/v1/statistics/${id}/finished`,
      `/api/v1/task/tasks-over-time/${id}`,
      `/api/v1/task/deadline-stats/${id}`,
      `/api/v1/task/task-summary/${id}`,
      `/api/v1/statistics/${id}/independence?name=Nešto`,
      `/api/v1/statistics/${id}/report?from=2030-01-01&to=2030-01-31`,
      `/api/v1/statistics/${id}/support-records?from=2030-01-01&to=2030-01-31`,
      `/api/v1/task-calendar/${id}?year=2030`,
    ];
    for (const url of looks) {
      laterThanCoalescing();
      await ok(call('GET', url, owner.auth));
      await ok(call('GET', `/api/v1/statistics/${id}`, phone.auth));
      await ok(call('GET', `/api/v1/task/${id}`, phone.auth));
    }
    const views = await wholeHistory(app, owner.auth, id, 'view');
    expect(views.map((entry) => [entry.who.role, entry.action]).reverse()).toEqual([
      ...Array.from({ length: looks.length - 1 }, () => ['owner', 'statistics.viewed']),
      ['owner', 'tasks.viewed'],
    ]);
  });

  it('coalesces views: a second look within 15 minutes writes nothing, a look after them is written again', async () => {
    holdClock();
    const { owner, employee } = await ownerWithEmployee();
    const look = () => ok(call('GET', `/api/v1/child/${employee.id}`, owner.auth));
    await look();
    vi.setSystemTime(Date.now() + 14 * MINUTE);
    await look();
    await ok(call('GET', `/api/v1/task/${employee.id}`, owner.auth));
    await ok(call('GET', `/api/v1/task/${employee.id}?status=current&include=subtasks`, owner.auth));
    expect((await wholeHistory(app, owner.auth, employee.id, 'view')).map((entry) => entry.action)).toEqual(['tasks.viewed', 'profile.viewed']);

    vi.setSystemTime(Date.now() + 2 * MINUTE);
    await look();
    const views = await wholeHistory(app, owner.auth, employee.id, 'view');
    expect(views.map((entry) => entry.action)).toEqual(['profile.viewed', 'tasks.viewed', 'profile.viewed']);
    expect(Date.parse(views[0]!.at) - Date.parse(views[2]!.at)).toBe(16 * MINUTE);
  });
});
