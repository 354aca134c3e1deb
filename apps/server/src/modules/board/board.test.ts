import {
  DEFAULT_NOT_STARTED_MARGIN_MINUTES,
  hasStepWaitingForReview,
  isLate,
  isOpenTask,
  localMs,
  isWaitingForReview,
  zonedParts,
  type Board,
  type BoardEmployee,
  type ChatMessage,
  type TaskWithSteps,
} from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addEmployee, addTask, createTestApp, loginEmployee, registerAndLogin, TINY_PNG, type TestApp } from '../../../test/helpers.ts';

/**
 * The board's figures against the test's own seed, made through the API with the clock set: the numbers
 * are written out by hand, and also worked out with the contract's rules from the employees' task lists
 * (so the SQL copies of `isLate` and "waiting for review" agree with the contract's).
 */
type Auth = Record<string, string>;
const TIME_ZONE = 'Europe/Sarajevo';
/** 11:00 in Sarajevo (CET) on 10 March 2026. */
const NOW = '2026-03-10T10:00:00Z';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ timezone: TIME_ZONE });
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Auth, payload?: object | Buffer) {
  return app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function ok(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Auth, payload?: object | Buffer) {
  const response = await call(method, url, headers, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

const board = async (auth: Auth) => {
  const response = await call('GET', '/api/v1/board', auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Board>().employees;
};

const stepsOf = async (auth: Auth, taskId: number) => (await ok('GET', `/api/v1/task/sub/${taskId}`, auth)).json<{ id: number }[]>();

/** The phone starts the task and ticks every step (a task with steps ends with its last step). */
async function finish(phone: Auth, taskId: number) {
  await ok('PUT', `/api/v1/task/start/${taskId}`, phone);
  for (const step of await stepsOf(phone, taskId)) await ok('PUT', `/api/v1/task/sub/done/${step.id}`, phone, { done: true });
}

/** The phone starts the task and sends a photo for its (only) photo step. */
async function sendPhoto(phone: Auth, taskId: number) {
  await ok('PUT', `/api/v1/task/start/${taskId}`, phone);
  const [step] = await stepsOf(phone, taskId);
  await ok('POST', `/api/v1/task/sub/${step!.id}/photo`, { ...phone, 'content-type': 'image/png' }, TINY_PNG);
  return step!.id;
}

const photoTask = [{ description: 'Poslikati', needPhoto: true }];
const plainTask = [{ description: 'Uraditi', needPhoto: false }];

/**
 * Nobody started it, it is not finished, and its due time is the margin or more before the minute: the
 * board's `notStarted` (and when the push notice goes), worked out here apart from the server's SQL.
 */
const isNotStartedAt = (task: TaskWithSteps, at: string) => {
  const minute = zonedParts(Date.parse(at), TIME_ZONE);
  const due = localMs(task.dueDate, task.dueTime);
  return isOpenTask(task) && task.start === null && due + DEFAULT_NOT_STARTED_MARGIN_MINUTES * 60_000 <= localMs(minute.date, minute.time);
};

/** The figures of one employee worked out with the contract's rules from their full task list at NOW. */
async function byContract(auth: Auth, employeeId: number, instant = NOW) {
  const tasks = (await ok('GET', `/api/v1/task/${employeeId}?include=subtasks`, auth)).json<TaskWithSteps[]>();
  const now = zonedParts(Date.parse(instant), TIME_ZONE);
  const today = tasks.filter((task) => task.dueDate === now.date);
  return {
    today: { done: today.filter((task) => task.done === true).length, total: today.length },
    photosWaiting: tasks.flatMap((task) => task.subtasks.filter(isWaitingForReview)).length,
    late: tasks.filter((task) => isLate(task, now)).length,
    notStarted: tasks.filter((task) => isNotStartedAt(task, instant)).length,
    tasksWaiting: tasks.filter(hasStepWaitingForReview).length,
  };
}

async function seed() {
  const owner = await registerAndLogin(app);
  const helper = await registerAndLogin(app);
  const stranger = await registerAndLogin(app);
  const [ana, boris, cvijeta] = [
    await addEmployee(app, owner.auth, { name: 'Ana', surname: 'Anić' }),
    await addEmployee(app, owner.auth, { name: 'Boris', surname: 'Borić' }),
    await addEmployee(app, owner.auth, { name: 'Cvijeta', surname: 'Cvitić' }),
  ];
  const strangers = await addEmployee(app, stranger.auth, { name: 'Dino', surname: 'Dinić' });
  const phones = {
    ana: (await loginEmployee(app, owner.auth, ana!.id)).auth,
    boris: (await loginEmployee(app, owner.auth, boris!.id)).auth,
    cvijeta: (await loginEmployee(app, owner.auth, cvijeta!.id)).auth,
    dino: (await loginEmployee(app, stranger.auth, strangers.id)).auth,
  };
  await ok('POST', `/api/v1/child/${boris!.id}/helpers`, owner.auth, { login: helper.user.username });

  // Ana: a daily routine from 8 March at 09:00 (one step); the 9th's is finished.
  at('2026-03-08T06:00:00Z');
  const routine = await addTask(app, owner.auth, ana!.id, {
    taskName: 'Jutarnja rutina',
    dueDate: '2026-03-08',
    dueTime: '09:00',
    subtasks: plainTask,
    repeat: { kind: 'daily', weekdays: [], endDate: null },
  });
  at('2026-03-09T07:00:00Z');
  const anasTasks = (await ok('GET', `/api/v1/task/${ana!.id}`, owner.auth)).json<TaskWithSteps[]>();
  const ninth = anasTasks.find((task) => task.dueDate === '2026-03-09' && task.routine?.id === routine.routine?.id);
  await finish(phones.ana, ninth!.id);

  at('2026-03-10T06:30:00Z');
  // Today, 11:00 now: due 10:59 is late, due 11:00 (this very minute) and 12:00 are not.
  await addTask(app, owner.auth, ana!.id, { taskName: 'Kasni', dueDate: '2026-03-10', dueTime: '10:59', subtasks: plainTask });
  await addTask(app, owner.auth, ana!.id, { taskName: 'Ove minute', dueDate: '2026-03-10', dueTime: '11:00', subtasks: plainTask });
  await addTask(app, owner.auth, ana!.id, { taskName: 'Podne', dueDate: '2026-03-10', dueTime: '12:00', subtasks: plainTask });
  const doneToday = await addTask(app, owner.auth, ana!.id, { taskName: 'Gotov', dueDate: '2026-03-10', dueTime: '08:00', subtasks: plainTask });
  await finish(phones.ana, doneToday.id);
  // Photos: one waits; one approved and one rejected wait no more; all due tomorrow.
  const waiting = await addTask(app, owner.auth, ana!.id, { taskName: 'Slika čeka', dueDate: '2026-03-11', subtasks: photoTask });
  await sendPhoto(phones.ana, waiting.id);
  const approved = await addTask(app, owner.auth, ana!.id, { taskName: 'Slika odobrena', dueDate: '2026-03-11', subtasks: photoTask });
  await ok('PUT', `/api/v1/task/sub/done/${await sendPhoto(phones.ana, approved.id)}`, owner.auth, { done: true });
  const rejected = await addTask(app, owner.auth, ana!.id, { taskName: 'Slika odbijena', dueDate: '2026-03-11', subtasks: photoTask });
  await ok('PUT', `/api/v1/task/sub/done/${await sendPhoto(phones.ana, rejected.id)}`, owner.auth, { done: false, reason: 'Mutno' });
  // A photo step of a task started yesterday and due yesterday: late, and its photo waits.
  at('2026-03-09T08:00:00Z');
  const lateWithPhoto = await addTask(app, owner.auth, ana!.id, { taskName: 'Jučer', dueDate: '2026-03-09', dueTime: '10:00', subtasks: photoTask });
  await sendPhoto(phones.ana, lateWithPhoto.id);

  // Boris (helped): one due today and finished, one due today open. Messages: three from him, one an
  // SOS, the manager side has read the first; the owner's own message is not unread for anyone.
  at('2026-03-10T07:00:00Z');
  await finish(phones.boris, (await addTask(app, owner.auth, boris!.id, { dueDate: '2026-03-10', dueTime: '09:00', subtasks: plainTask })).id);
  await addTask(app, owner.auth, boris!.id, { dueDate: '2026-03-10', dueTime: '18:00', subtasks: plainTask });
  const send = async (auth: Auth, employeeId: number, text: string, sos = false) =>
    (await ok('POST', `/api/v1/chat/${employeeId}/messages`, auth, { text, ...(sos ? { sos } : {}) })).json<ChatMessage>();
  const first = await send(phones.boris, boris!.id, 'Dobro jutro');
  await send(owner.auth, boris!.id, 'Dobro jutro, Borise');
  await send(phones.boris, boris!.id, 'Pomoć!', true);
  await send(phones.boris, boris!.id, 'Gdje je metla?');
  await ok('PUT', `/api/v1/chat/${boris!.id}/read`, owner.auth, { lastReadId: first._id });

  // Cvijeta: an SOS the manager has read: no SOS and nothing unread; then the employee reads the answer.
  const sos = await send(phones.cvijeta, cvijeta!.id, 'Izgubila sam se', true);
  await ok('PUT', `/api/v1/chat/${cvijeta!.id}/read`, owner.auth, { lastReadId: sos._id });
  const answer = await send(owner.auth, cvijeta!.id, 'Zovem te');
  await ok('PUT', `/api/v1/chat/${cvijeta!.id}/read`, phones.cvijeta, { lastReadId: answer._id });

  // Dino, another manager's: everything there is, none of it on the others' boards.
  await addTask(app, stranger.auth, strangers.id, { dueDate: '2026-03-10', dueTime: '08:00', subtasks: photoTask });
  await send(phones.dino, strangers.id, 'SOS', true);
  vi.useRealTimers();

  return { owner, helper, stranger, ana: ana!, boris: boris!, cvijeta: cvijeta!, dino: strangers, phones };
}

let seeded: Awaited<ReturnType<typeof seed>>;

describe('GET /api/v1/board', () => {
  it("counts each reached employee's day, photos, late tasks, unread messages and SOS, as seeded", async () => {
    seeded = await seed();
    const { owner, ana, boris, cvijeta } = seeded;
    at(NOW);
    const figures = await board(owner.auth);
    const expected: BoardEmployee[] = [
      // Today: the routine's day (09:00, late), 10:59 (late), 11:00, 12:00, the finished one at 08:00.
      // Late: the routine's 8th and 10th, 10:59, and yesterday's with the photo. Waiting: 2 photos.
      // Not started 15 minutes after their due time: the routine's 8th and 10th (10:59 is not 15 minutes
      // past yet; yesterday's was started).
      { employeeId: ana.id, name: 'Ana Anić', role: 'owner', today: { done: 1, total: 5 }, photosWaiting: 2, late: 4, notStarted: 2, unread: 0, sos: false },
      { employeeId: boris.id, name: 'Boris Borić', role: 'owner', today: { done: 1, total: 2 }, photosWaiting: 0, late: 0, notStarted: 0, unread: 2, sos: true },
      { employeeId: cvijeta.id, name: 'Cvijeta Cvitić', role: 'owner', today: { done: 0, total: 0 }, photosWaiting: 0, late: 0, notStarted: 0, unread: 0, sos: false },
    ];
    expect(figures).toEqual(expected);
    for (const employee of figures) {
      const contract = await byContract(owner.auth, employee.employeeId);
      expect({ today: employee.today, photosWaiting: employee.photosWaiting, late: employee.late, notStarted: employee.notStarted }).toEqual({
        today: contract.today,
        photosWaiting: contract.photosWaiting,
        late: contract.late,
        notStarted: contract.notStarted,
      });
    }
    // Each waiting photo is on its own task here: the lists' pendingReview says the same.
    expect((await byContract(owner.auth, ana.id)).tasksWaiting).toBe(2);
  });

  it('moves with the clock: a minute later the 11:00 task is late; the next day is another today', async () => {
    const { owner, ana } = seeded;
    at('2026-03-10T10:01:00Z');
    expect((await board(owner.auth)).find((row) => row.employeeId === ana.id)).toMatchObject({ late: 5, today: { done: 1, total: 5 } });
    at('2026-03-10T10:00:59Z');
    expect((await board(owner.auth)).find((row) => row.employeeId === ana.id)).toMatchObject({ late: 4 });
  });

  it('counts a task nobody started from its due time plus the margin on, and no longer once it is started', async () => {
    const { owner, ana, phones } = seeded;
    const anasRow = async () => (await board(owner.auth)).find((row) => row.employeeId === ana.id)!;
    // 10:59 plus 15 minutes: 11:14 in Sarajevo, 10:14 UTC.
    at('2026-03-10T10:13:59Z');
    expect(await anasRow()).toMatchObject({ late: 5, notStarted: 2 });
    at('2026-03-10T10:14:00Z');
    expect(await anasRow()).toMatchObject({ late: 5, notStarted: 3 });
    expect((await byContract(owner.auth, ana.id, '2026-03-10T10:14:00Z')).notStarted).toBe(3);
    // The phone starts it: still late, no longer "not started".
    const late = (await ok('GET', `/api/v1/task/${ana.id}`, owner.auth)).json<TaskWithSteps[]>().find((task) => task.taskName === 'Kasni')!;
    await ok('PUT', `/api/v1/task/start/${late.id}`, phones.ana);
    expect(await anasRow()).toMatchObject({ late: 5, notStarted: 2 });
    expect((await byContract(owner.auth, ana.id, '2026-03-10T10:14:00Z')).notStarted).toBe(2);
  });

  it("shows a helper only the employees they help, as helper, with the manager side's shared read marker", async () => {
    const { helper, boris } = seeded;
    at(NOW);
    expect(await board(helper.auth)).toEqual([
      { employeeId: boris.id, name: 'Boris Borić', role: 'helper', today: { done: 1, total: 2 }, photosWaiting: 0, late: 0, notStarted: 0, unread: 2, sos: true },
    ]);
  });

  it("never counts another manager's employee, and a former helper's employee disappears", async () => {
    const { stranger, helper, owner, dino, boris } = seeded;
    at(NOW);
    expect(await board(stranger.auth)).toEqual([
      { employeeId: dino.id, name: 'Dino Dinić', role: 'owner', today: { done: 0, total: 1 }, photosWaiting: 0, late: 1, notStarted: 1, unread: 1, sos: true },
    ]);
    vi.useRealTimers();
    await ok('DELETE', `/api/v1/child/${boris.id}/helpers/${helper.user.id}`, owner.auth);
    expect(await board(helper.auth)).toEqual([]);
    expect((await board(owner.auth)).map((row) => row.employeeId)).toContain(boris.id);
  });

  it('answers 304 to its ETag while nothing changed, and anew after each kind of change', async () => {
    const { owner, helper, ana, boris, cvijeta, phones } = seeded;
    // Boris's helper again (the previous test removed them).
    await ok('POST', `/api/v1/child/${boris.id}/helpers`, owner.auth, { login: helper.user.username });
    at(NOW);
    let etag = '';
    const expectNew = async (auth: Auth, what: string) => {
      // Asked with the copy before the change: that ETag is stale, so the answer is whole.
      const fresh = await call('GET', '/api/v1/board', etag ? { ...auth, 'if-none-match': etag } : auth);
      expect(fresh.statusCode, what).toBe(200);
      expect(fresh.headers['cache-control']).toBe('private, no-cache');
      expect(fresh.headers.etag, what).not.toBe(etag);
      etag = String(fresh.headers.etag);
      const again = await call('GET', '/api/v1/board', { ...auth, 'if-none-match': etag });
      expect(again.statusCode, what).toBe(304);
      expect(again.body).toBe('');
      return fresh.json<Board>().employees;
    };
    await expectNew(owner.auth, 'first');
    // A task changed (the phone starts one), a step ticked: the version moves.
    const task = await addTask(app, owner.auth, cvijeta.id, { dueDate: '2026-03-10', dueTime: '18:00', subtasks: plainTask });
    expect((await expectNew(owner.auth, 'a new task')).find((row) => row.employeeId === cvijeta.id)!.today.total).toBe(1);
    await finish(phones.cvijeta, task.id);
    expect((await expectNew(owner.auth, 'a task finished')).find((row) => row.employeeId === cvijeta.id)!.today.done).toBe(1);
    // A message from the employee, then the manager's read marker.
    const message = (await ok('POST', `/api/v1/chat/${cvijeta.id}/messages`, phones.cvijeta, { text: 'Gotova sam' })).json<ChatMessage>();
    expect((await expectNew(owner.auth, 'a message')).find((row) => row.employeeId === cvijeta.id)!.unread).toBe(1);
    await ok('PUT', `/api/v1/chat/${cvijeta.id}/read`, owner.auth, { lastReadId: message._id });
    expect((await expectNew(owner.auth, 'read')).find((row) => row.employeeId === cvijeta.id)!.unread).toBe(0);
    // The clock's next minute: lateness may change, so the ETag does.
    at('2026-03-10T10:01:00Z');
    expect((await expectNew(owner.auth, 'the next minute')).find((row) => row.employeeId === ana.id)!.late).toBe(5);
    // The helper's board: the ETag changes when they stop helping.
    await expectNew(helper.auth, "the helper's");
    await ok('DELETE', `/api/v1/child/${boris.id}/helpers/${helper.user.id}`, owner.auth);
    expect(await expectNew(helper.auth, 'no longer helping')).toEqual([]);
    // Another manager's ETag never answers 304 for this manager's board.
    const strangers = await call('GET', '/api/v1/board', seeded.stranger.auth);
    expect((await call('GET', '/api/v1/board', { ...owner.auth, 'if-none-match': String(strangers.headers.etag) })).statusCode).toBe(200);
  });

  it('sends a kept board while its version stands, and works it out anew for Cache-Control: no-cache', async () => {
    const { owner, ana } = seeded;
    at(NOW);
    const first = await ok('GET', '/api/v1/board', owner.auth);
    // A change written behind the version's back (the version put back by hand) is not seen: the board kept
    // under the manager and its ETag is sent as it is, without a copy in the request too.
    const { version } = await app.db.selectFrom('task_list_versions').select('version').where('employee_id', '=', ana.id).executeTakeFirstOrThrow();
    await app.db.updateTable('tasks').set({ done: true }).where('employee_id', '=', ana.id).execute();
    await app.db.updateTable('task_list_versions').set({ version }).where('employee_id', '=', ana.id).execute();
    const kept = await ok('GET', '/api/v1/board', owner.auth);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.body).toBe(first.body);
    const anew = await ok('GET', '/api/v1/board', { ...owner.auth, 'cache-control': 'no-cache' });
    expect(anew.headers.etag).toBe(first.headers.etag);
    const before = first.json<Board>().employees.find((row) => row.employeeId === ana.id)!;
    const after = anew.json<Board>().employees.find((row) => row.employeeId === ana.id)!;
    expect(before.late).toBeGreaterThan(0);
    expect(after).toMatchObject({ late: 0, today: { done: after.today.total } });
  });

  it("refuses a phone's token (403) and no token (401)", async () => {
    const phone = await call('GET', '/api/v1/board', seeded.phones.ana);
    expect(phone.statusCode).toBe(403);
    expect(phone.json().error.code).toBe('forbidden');
    expect((await call('GET', '/api/v1/board', {})).statusCode).toBe(401);
  });

  it('answers an empty board to a manager with no employees', async () => {
    const lonely = await registerAndLogin(app);
    expect(await board(lonely.auth)).toEqual([]);
  });
});
