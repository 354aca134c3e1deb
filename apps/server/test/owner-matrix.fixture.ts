import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { addTask, createTestApp, managerWithEmployee, registerAndLogin, TINY_PNG, type TestApp } from './helpers.ts';
import { buildPng, tusUpload } from './uploads.ts';
import { buildWav } from './voices.ts';
import { fillPath, type DocumentedRoute, type Method } from './openapi-routes.ts';

/**
 * Every documented route × every caller who is not the owner: nobody gets someone else's data or
 * changes it. The route list comes from the OpenAPI document, so a new route fails the matrix until the
 * table below says how to aim it at manager A's data. A's helper (a manager A invited) reaches what the
 * table allows helpers and is refused the owner's actions; a former helper is refused like a stranger.
 *
 * The matrix's shared set-up, for owner-matrix-refusals.test.ts and owner-matrix-access.test.ts: A's data, the
 * callers, the table of every aimed route (`targets`, the whole of it in one place, so the completeness
 * check sees every route), and the calls and snapshot both use. `useOwnerMatrix()` builds it in the test
 * file's beforeAll; the `let`s below are live bindings, read after that.
 */

export type Auth = Record<string, string>;

/**
 * The routes anyone may call: registration, the logins, files by their signed link, the calendar
 * feed by its secret link (calendar programs send no token), and the pictograms' drawings (no one's data).
 */
export const PUBLIC_ROUTES = [
  'POST /api/v1/manager/create',
  'POST /api/v1/manager/login',
  'POST /api/v1/token/mobile',
  'POST /api/v1/employee/login',
  'GET /api/v1/files/{*}',
  'GET /api/v1/calendar-feed/{file}',
  'GET /api/v1/pictograms/{file}',
  'POST /api/v1/password-reset',
  'POST /api/v1/password-reset/confirm',
].sort();

export interface Target {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object | Buffer;
  contentType?: string;
  /** What A's own employee may do with their own data (answers 2xx or a rule's 409); otherwise refused. */
  ownEmployee: 'may' | 'refused' | 'skip';
  /** Not aimed at anyone's data (adding one's own employee): another manager doing it is no intrusion. */
  addressesNobody?: boolean;
  /** Answers each caller their own (the materials list): allowed to anyone, but never with A's data. */
  answersOwn?: boolean;
  /** With answersOwn: answers each manager their own (the board) and refuses every phone, A's own too (403). */
  managersOnly?: boolean;
  /**
   * A stream of the caller's own events: it never ends by itself, so it is not opened here; the chat
   * events tests show that no one else's stream carries A's messages.
   */
  ownStream?: boolean;
  /**
   * What a manager A invited to help with A's employee may do: 'may' (answers 2xx or a rule's 409; run
   * after the refusals, as it may change A's data), 'refused' (403 or 404, nothing changes), 'skip'
   * (destructive or a stream: helpers.test.ts covers it). Not needed with addressesNobody or answersOwn.
   */
  helper?: 'may' | 'refused' | 'skip';
}

export let app: TestApp;
export let a: Awaited<ReturnType<typeof managerWithEmployee>>;
export let b: Awaited<ReturnType<typeof managerWithEmployee>>;
/** A's helper, a second helper of A's, and a former helper (invited, then removed). */
export let helper: Awaited<ReturnType<typeof registerAndLogin>>;
let secondHelper: Awaited<ReturnType<typeof registerAndLogin>>;
export let formerHelper: Awaited<ReturnType<typeof registerAndLogin>>;
/** What not even A's helper may see: the QR code, the calendar link, A's e-mail address. */
export let ownerSecrets: string[];
let taskId: number;
let uploadId: string;
let chatMessageId: number;
let plainStepId: number;
let photoStepId: number;
let routineId: number;
export let targets: Record<string, Target>;
const aManagerEndpoint = 'https://push.example.com/send/a-manager-7e21';
const aPhoneEndpoint = 'https://push.example.com/send/a-phone-1c9d';
const pushSubscription = (endpoint: string) => ({ endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } });
/** Texts that only A's data contains: none may appear in an answer to anyone else. */
export let secrets: string[];

export function useOwnerMatrix() {
  beforeAll(async () => {
    app = await createTestApp();
    a = await managerWithEmployee(app);
    b = await managerWithEmployee(app);
    helper = await registerAndLogin(app);
    secondHelper = await registerAndLogin(app);
    formerHelper = await registerAndLogin(app);
    for (const invited of [helper, secondHelper, formerHelper]) {
      const response = await app.server.inject({
        method: 'POST',
        url: `/api/v1/child/${a.employee.id}/helpers`,
        headers: a.manager.auth,
        payload: { login: invited.user.username },
      });
      expect(response.statusCode).toBe(201);
    }
    const removal = await app.server.inject({ method: 'DELETE', url: `/api/v1/child/${a.employee.id}/helpers/${formerHelper.user.id}`, headers: a.manager.auth });
    expect(removal.statusCode).toBe(204);
    const task = await addTask(app, a.manager.auth, a.employee.id, { taskName: 'Tajni zadatak A-7f3c' });
    taskId = task.id;
    await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${taskId}`, headers: a.phone.auth });
    const steps = (await app.server.inject({ method: 'GET', url: `/api/v1/task/sub/${taskId}`, headers: a.manager.auth })).json<
      { id: number; needPhoto: boolean }[]
    >();
    plainStepId = steps.find((step) => !step.needPhoto)!.id;
    photoStepId = steps.find((step) => step.needPhoto)!.id;
    const upload = await app.server.inject({
      method: 'POST',
      url: `/api/v1/task/sub/${photoStepId}/photo`,
      headers: { ...a.phone.auth, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(upload.statusCode).toBe(201);
    // A refusal with a reason, then a new photo: the step's refusal history holds a text only A's people may read.
    const refusal = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/task/sub/done/${photoStepId}`,
      headers: a.manager.auth,
      payload: { done: false, reason: 'Tajni razlog A-2b6d' },
    });
    expect(refusal.statusCode).toBe(200);
    const again = await app.server.inject({
      method: 'POST',
      url: `/api/v1/task/sub/${photoStepId}/photo`,
      headers: { ...a.phone.auth, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(again.statusCode).toBe(201);
    // A's step has a picture, so a refused removal or replacement would show in A's answers.
    const picture = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/task/sub/${plainStepId}/picture`,
      headers: { ...a.manager.auth, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(picture.statusCode).toBe(200);
    // And a recorded voice, for the same reason.
    const voice = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/task/sub/${plainStepId}/voice`,
      headers: { ...a.manager.auth, 'content-type': 'audio/wav' },
      payload: buildWav(),
    });
    expect(voice.statusCode).toBe(200);
    // A finished task, so that the statistics have a task whose figures someone else must not get.
    const finished = await addTask(app, a.manager.auth, a.employee.id, {
      taskName: 'Završeni zadatak A-9d2e',
      subtasks: [{ description: 'Jedini korak A-9d2e', needPhoto: false }],
    });
    await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${finished.id}`, headers: a.phone.auth });
    const [onlyStep] = (await app.server.inject({ method: 'GET', url: `/api/v1/task/sub/${finished.id}`, headers: a.phone.auth })).json<{ id: number }[]>();
    await app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/done/${onlyStep!.id}`, headers: a.phone.auth, payload: { done: true } });
    // A routine of A's: nobody else may read or change it.
    const routine = await app.server.inject({
      method: 'POST',
      url: '/api/v1/task',
      headers: a.manager.auth,
      payload: { taskName: 'Tajna rutina A-3e8b', description: 'x', dueDate: '2030-01-01', dueTime: '07:00', child: { id: a.employee.id }, repeat: { kind: 'daily' } },
    });
    expect(routine.statusCode).toBe(201);
    routineId = routine.json().routine.id;
    // A material, and an upload left unfinished, both A's.
    const origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const token = a.manager.auth.authorization!.replace('Bearer ', '');
    await tusUpload(origin, await buildPng(64, 64), { token, title: 'Tajna uputa A-51b0' });
    const unfinished = await fetch(`${origin}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...a.manager.auth, 'tus-resumable': '1.0.0', 'upload-length': '5000', 'upload-metadata': `title ${Buffer.from('Nedovršena').toString('base64')}` },
    });
    expect(unfinished.status).toBe(201);
    uploadId = unfinished.headers.get('location')!.split('/').pop()!;
    const settings = (await app.server.inject({ method: 'GET', url: `/api/v1/account/settings/${a.employee.id}`, headers: a.manager.auth })).json();
    const chatMessage = await app.server.inject({
      method: 'POST',
      url: `/api/v1/chat/${a.employee.id}/messages`,
      headers: a.phone.auth,
      payload: { text: 'Tajna poruka A-c4a7', sos: true },
    });
    expect(chatMessage.statusCode).toBe(201);
    chatMessageId = chatMessage.json()._id;
    // A's push subscriptions (manager and phone) and preferences: nobody else may remove or change them.
    for (const [auth, endpoint] of [[a.manager.auth, aManagerEndpoint], [a.phone.auth, aPhoneEndpoint]] as const) {
      const subscribed = await app.server.inject({ method: 'POST', url: '/api/v1/push/subscriptions', headers: auth, payload: pushSubscription(endpoint) });
      expect(subscribed.statusCode).toBe(204);
    }
    // A's calendar link: nobody else may read, renew or remove it, and no answer may carry its secret.
    const feed = await app.server.inject({ method: 'POST', url: `/api/v1/calendar-feed/employee/${a.employee.id}`, headers: a.manager.auth });
    expect(feed.statusCode).toBe(201);
    const feedSecret = /([A-Za-z0-9_-]{43})\.ics$/.exec(feed.json().url)![1]!;
    secrets = [
      feedSecret,
      a.employee.email,
      a.manager.user.email,
      'Tajni zadatak A-7f3c',
      'Tajna rutina A-3e8b',
      'Jedini korak A-9d2e',
      'Tajna uputa A-51b0',
      settings.phoneLoginString,
      upload.json().name,
      'Tajna poruka A-c4a7',
      'Tajni razlog A-2b6d',
    ];
    ownerSecrets = [feedSecret, settings.phoneLoginString, a.manager.user.email];

    const employeeId = a.employee.id;
    targets = {
      'PUT /api/v1/manager/{id}': { params: { id: a.manager.user.id }, body: { ...a.manager.user, name: 'Provala' }, ownEmployee: 'refused', helper: 'refused' },
      'PUT /api/v1/manager/{id}/password': {
        params: { id: a.manager.user.id },
        body: { currentPassword: a.manager.input.password, newPassword: 'preuzeta-lozinka' },
        ownEmployee: 'refused', helper: 'refused',
      },
      'GET /api/v1/manager/children/{managerId}': { params: { managerId: a.manager.user.id }, ownEmployee: 'refused', helper: 'refused' },
      // Two-step login (issue 34): the manager's own only.
      'GET /api/v1/manager/{id}/two-factor': { params: { id: a.manager.user.id }, ownEmployee: 'refused', helper: 'refused' },
      'POST /api/v1/manager/{id}/two-factor': { params: { id: a.manager.user.id }, body: { currentPassword: a.manager.input.password }, ownEmployee: 'refused', helper: 'refused' },
      'POST /api/v1/manager/{id}/two-factor/confirm': { params: { id: a.manager.user.id }, body: { code: '123456' }, ownEmployee: 'refused', helper: 'refused' },
      'DELETE /api/v1/manager/{id}/two-factor': {
        params: { id: a.manager.user.id }, body: { currentPassword: a.manager.input.password, code: '123456' }, ownEmployee: 'refused', helper: 'refused',
      },
      'GET /api/v1/child/{id}': { params: { id: employeeId }, ownEmployee: 'refused', helper: 'may' },
      'DELETE /api/v1/child/{id}': { params: { id: employeeId }, ownEmployee: 'refused', helper: 'refused' },
      'POST /api/v1/child/create': {
        body: { name: 'Novi', surname: 'Zaposlenik', email: 'novi.matrix@example.com', password: 'lozinka-123', kidMale: true, dateOfBirth: '2000-01-01' },
        ownEmployee: 'refused',
        addressesNobody: true,
      },
      'PUT /api/v1/child/update/{id}': {
        params: { id: employeeId },
        body: { name: 'Provala', surname: 'X', kidMale: true, dateOfBirth: '2000-01-01' },
        ownEmployee: 'refused', helper: 'refused',
      },
      'PUT /api/v1/child/{id}/password': { params: { id: employeeId }, body: { password: 'preuzeta-lozinka' }, ownEmployee: 'refused', helper: 'refused' },
      'PUT /api/v1/child/{id}/email-login': { params: { id: employeeId }, body: { allowed: false }, ownEmployee: 'refused', helper: 'refused' },
      'PUT /api/v1/child/{id}/consent': { params: { id: employeeId }, body: { consentGiven: true }, ownEmployee: 'refused', helper: 'refused' },
      'POST /api/v1/task': {
        body: { taskName: 'Podmetnut', description: 'x', dueDate: '2030-01-01', dueTime: '10:00', child: { id: employeeId } },
        ownEmployee: 'refused', helper: 'may',
      },
      'GET /api/v1/task/{employeeId}': { params: { employeeId }, query: { include: 'subtasks' }, ownEmployee: 'may', helper: 'may' },
      'GET /api/v1/task-calendar/{employeeId}': { params: { employeeId }, query: { year: '2030' }, ownEmployee: 'may', helper: 'may' },
      'DELETE /api/v1/task/{id}': { params: { id: taskId }, ownEmployee: 'refused', helper: 'skip' },
      // Without subtasks: the steps the other rows aim at stay.
      'PUT /api/v1/task/{id}': {
        params: { id: taskId },
        body: { taskName: 'Podmetnut', description: 'x', dueDate: '2030-01-01', dueTime: '10:00' },
        ownEmployee: 'refused',
        helper: 'may',
      },
      'PUT /api/v1/task/start/{id}': { params: { id: taskId }, ownEmployee: 'may', helper: 'may' },
      'PUT /api/v1/task/finish/{id}': { params: { id: taskId }, ownEmployee: 'may', helper: 'may' },
      'POST /api/v1/task/sub': { body: { description: 'Podmetnut korak', task: { id: taskId } }, ownEmployee: 'refused', helper: 'may' },
      'GET /api/v1/task/sub/{taskId}': { params: { taskId }, ownEmployee: 'may', helper: 'may' },
      'DELETE /api/v1/task/sub/{id}': { params: { id: plainStepId }, ownEmployee: 'refused', helper: 'skip' },
      'PUT /api/v1/task/sub/done/{id}': { params: { id: photoStepId }, body: { done: false }, ownEmployee: 'refused', helper: 'may' },
      // The employee's own upload is the normal flow (and would replace the photo): other tests cover it.
      'POST /api/v1/task/sub/{id}/photo': { params: { id: photoStepId }, body: TINY_PNG, contentType: 'image/png', ownEmployee: 'skip', helper: 'refused' },
      // The employee reads why their photos were refused; the owner's helpers review the same step.
      'GET /api/v1/task/sub/{id}/rejections': { params: { id: photoStepId }, ownEmployee: 'may', helper: 'may' },
      'PUT /api/v1/task/sub/{id}/picture': { params: { id: plainStepId }, body: TINY_PNG, contentType: 'image/png', ownEmployee: 'refused', helper: 'may' },
      'DELETE /api/v1/task/sub/{id}/picture': { params: { id: plainStepId }, ownEmployee: 'refused', helper: 'skip' },
      'PUT /api/v1/task/sub/{id}/picture/poster': { params: { id: plainStepId }, body: TINY_PNG, contentType: 'image/png', ownEmployee: 'refused', helper: 'skip' },
      'PUT /api/v1/task/sub/{id}/voice': { params: { id: plainStepId }, body: buildWav(0.5), contentType: 'audio/wav', ownEmployee: 'refused', helper: 'may' },
      'DELETE /api/v1/task/sub/{id}/voice': { params: { id: plainStepId }, ownEmployee: 'refused', helper: 'skip' },
      // A's step has a picture: a refused pictogram would have replaced it (the snapshot). The helper sets and removes them.
      'PUT /api/v1/task/sub/{id}/pictogram': { params: { id: plainStepId }, body: { name: 'tooth' }, ownEmployee: 'refused', helper: 'may' },
      'DELETE /api/v1/task/sub/{id}/pictogram': { params: { id: plainStepId }, ownEmployee: 'refused', helper: 'may' },
      'PUT /api/v1/task/{id}/pictogram': { params: { id: taskId }, body: { name: 'tooth' }, ownEmployee: 'refused', helper: 'may' },
      'DELETE /api/v1/task/{id}/pictogram': { params: { id: taskId }, ownEmployee: 'refused', helper: 'may' },
      // Material 1 is A's own: a helper takes pictures from their own materials (step-pictures.test.ts), not the owner's.
      'PUT /api/v1/task/sub/{id}/picture/from-material': { params: { id: plainStepId }, body: { materialId: 1 }, ownEmployee: 'refused', helper: 'refused' },
      'PUT /api/v1/task/sub/{id}/support': { params: { id: plainStepId }, body: { level: 'verbal', note: 'Bilješka A-5c1f' }, ownEmployee: 'refused', helper: 'may' },
      'GET /api/v1/task/sub/{id}/support': { params: { id: plainStepId }, ownEmployee: 'refused', helper: 'may' },
      'DELETE /api/v1/task/sub/{id}/support': { params: { id: plainStepId }, ownEmployee: 'refused', helper: 'may' },
      'GET /api/v1/task-photos': { query: { taskId }, ownEmployee: 'may', helper: 'may' },
      'GET /api/v1/task-routine/{id}': { params: { id: routineId }, ownEmployee: 'refused', helper: 'may' },
      'PUT /api/v1/task-routine/{id}': {
        params: { id: routineId },
        body: { taskName: 'Podmetnuta', description: 'x', dueDate: '2030-01-01', dueTime: '10:00', repeat: { kind: 'weekly' } },
        ownEmployee: 'refused',
        helper: 'may',
      },
      // An open stream never ends by itself; the events tests cover the owner's.
      'GET /api/v1/task-events/{employeeId}': { params: { employeeId }, ownEmployee: 'skip', helper: 'skip' },
      'GET /api/v1/account/settings/{id}': { params: { id: employeeId }, ownEmployee: 'may', helper: 'may' },
      'GET /api/v1/calendar-feed/employee/{employeeId}': { params: { employeeId }, ownEmployee: 'refused', helper: 'refused' },
      'POST /api/v1/calendar-feed/employee/{employeeId}': { params: { employeeId }, ownEmployee: 'refused', helper: 'refused' },
      'DELETE /api/v1/calendar-feed/employee/{employeeId}': { params: { employeeId }, ownEmployee: 'refused', helper: 'refused' },
      'PUT /api/v1/account/settings/{id}': {
        params: { id: employeeId },
        body: {
          font: 'Arial',
          fontSize: 30,
          colorForFont: '#000000',
          colorForBackground: '#ffffff',
          colorOfPriorityTask: '#aa0000',
          colorOfNormalTask: '#0000aa',
          colorForSubtask: '#00aa00',
          colorForProgress: '#123456',
        },
        ownEmployee: 'refused', helper: 'refused',
      },
      'POST /api/v1/account/settings/{id}/renew-code': { params: { id: employeeId }, ownEmployee: 'refused', helper: 'refused' },
      'GET /api/v1/materials': { ownEmployee: 'may', answersOwn: true },
      'DELETE /api/v1/materials/{id}': { params: { id: 1 }, ownEmployee: 'refused', helper: 'refused' },
      'PUT /api/v1/materials/{id}/poster': { params: { id: 1 }, body: TINY_PNG, contentType: 'image/png', ownEmployee: 'refused', helper: 'refused' },
      'POST /api/v1/uploads': { ownEmployee: 'refused', addressesNobody: true },
      'PATCH /api/v1/uploads/{id}': {
        params: { id: uploadId },
        body: Buffer.alloc(16),
        contentType: 'application/offset+octet-stream',
        ownEmployee: 'refused', helper: 'refused',
      },
      'DELETE /api/v1/uploads/{id}': { params: { id: uploadId }, ownEmployee: 'refused', helper: 'refused' },
      'GET /api/v1/statistics/{employeeId}': { params: { employeeId }, ownEmployee: 'may', helper: 'may' },
      'GET /api/v1/statistics/{employeeId}/finished': { params: { employeeId }, ownEmployee: 'may', helper: 'may' },
      'GET /api/v1/statistics/{employeeId}/task': { params: { employeeId }, query: { name: 'Završeni zadatak A-9d2e' }, ownEmployee: 'may', helper: 'may' },
      // The job coach's figures (issue 32): managers only, the phone refused.
      'GET /api/v1/statistics/{employeeId}/independence': { params: { employeeId }, query: { name: 'Završeni zadatak A-9d2e' }, ownEmployee: 'refused', helper: 'may' },
      'PUT /api/v1/statistics/{employeeId}/mastery': { params: { employeeId }, body: { name: 'Završeni zadatak A-9d2e', runs: 3 }, ownEmployee: 'refused', helper: 'may' },
      'GET /api/v1/statistics/{employeeId}/report': { params: { employeeId }, query: { from: '2030-01-01', to: '2030-12-31' }, ownEmployee: 'refused', helper: 'may' },
      'GET /api/v1/statistics/{employeeId}/support-records': { params: { employeeId }, query: { from: '2030-01-01', to: '2030-12-31' }, ownEmployee: 'refused', helper: 'may' },
      'GET /api/v1/task/tasks-over-time/{employeeId}': { params: { employeeId }, ownEmployee: 'may', helper: 'may' },
      'GET /api/v1/task/deadline-stats/{employeeId}': { params: { employeeId }, ownEmployee: 'may', helper: 'may' },
      'GET /api/v1/task/task-summary/{employeeId}': { params: { employeeId }, ownEmployee: 'may', helper: 'may' },
      'GET /api/v1/chat': { ownEmployee: 'may', answersOwn: true },
      // Each manager's own board (their employees and those they help with); a phone is refused.
      'GET /api/v1/board': { ownEmployee: 'refused', answersOwn: true, managersOnly: true },
      // The pictogram library is no one's data: every manager searches it; a phone is refused.
      'GET /api/v1/pictograms': { query: { q: 'zubi' }, ownEmployee: 'refused', answersOwn: true, managersOnly: true },
      'GET /api/v1/chat/{employeeId}/messages': { params: { employeeId }, ownEmployee: 'may', helper: 'may' },
      // The employee writing and reading their own conversation is the normal flow: the chat tests cover it.
      'POST /api/v1/chat/{employeeId}/messages': { params: { employeeId }, body: { text: 'Podmetnuta poruka' }, ownEmployee: 'skip', helper: 'may' },
      'PUT /api/v1/chat/{employeeId}/read': { params: { employeeId }, body: { lastReadId: chatMessageId }, ownEmployee: 'skip', helper: 'may' },
      'GET /api/v1/chat-events': { ownEmployee: 'skip', ownStream: true },
      'GET /api/v1/push/public-key': { ownEmployee: 'may', answersOwn: true },
      // Each caller subscribes and unsubscribes their own session; A's subscriptions stay (the snapshot).
      'POST /api/v1/push/subscriptions': { body: pushSubscription('https://push.example.com/send/other'), ownEmployee: 'skip', answersOwn: true },
      'DELETE /api/v1/push/subscriptions': { body: { endpoint: aManagerEndpoint }, ownEmployee: 'skip', answersOwn: true },
      // A manager's own choice: another manager sets their own; employees have none.
      'GET /api/v1/push/preferences': { ownEmployee: 'refused', addressesNobody: true },
      'PUT /api/v1/push/preferences': { body: { photo: false, sos: false, message: false, taskDone: false }, ownEmployee: 'refused', addressesNobody: true },
      // The owner and the helpers see who helps; only the owner invites (a helper 403) and removes others.
      'GET /api/v1/child/{id}/helpers': { params: { id: employeeId }, ownEmployee: 'refused', helper: 'may' },
      'POST /api/v1/child/{id}/helpers': { params: { id: employeeId }, body: { login: b.manager.user.username }, ownEmployee: 'refused', helper: 'refused' },
      'DELETE /api/v1/child/{id}/helpers/{managerId}': {
        params: { id: employeeId, managerId: secondHelper.user.id },
        ownEmployee: 'refused',
        helper: 'refused',
      },
    };
  });
  afterAll(async () => app?.close());
  afterEach(() => vi.useRealTimers());
}

export function send(method: Method, url: string, headers: Auth, target: Target) {
  const isBuffer = Buffer.isBuffer(target.body);
  return app.server.inject({
    method,
    url,
    headers: {
      ...headers,
      ...(target.contentType ? { 'content-type': target.contentType } : {}),
    },
    ...(target.body !== undefined ? { payload: isBuffer ? (target.body as Buffer) : (target.body as object) } : {}),
  });
}

export const urlFor = (route: DocumentedRoute, target: Target) => {
  const path = fillPath(route.path, Object.fromEntries(Object.entries(target.params ?? {}).map(([k, v]) => [k, String(v)])));
  const query = new URLSearchParams(Object.entries(target.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * What A can see of their own data; compared before and after, so a refused call provably changed nothing.
 * Its tasks carry signed links (a photo, a step's picture), signed anew each hour: a test comparing two
 * snapshots holds the clock still (holdClock) from before the first, so no new hour comes in between.
 */
export async function snapshotOfA() {
  const get = async (url: string) => (await app.server.inject({ method: 'GET', url, headers: a.manager.auth })).json();
  const manager = await app.db.selectFrom('managers').selectAll().where('id', '=', a.manager.user.id).executeTakeFirst();
  const employee = await app.db.selectFrom('employees').selectAll().where('id', '=', a.employee.id).executeTakeFirst();
  const settings = await get(`/api/v1/account/settings/${a.employee.id}`);
  return {
    manager,
    employee,
    employees: await get(`/api/v1/manager/children/${a.manager.user.id}`),
    tasks: await get(`/api/v1/task/${a.employee.id}?include=subtasks`),
    routine: await get(`/api/v1/task-routine/${routineId}`),
    // The code's expiry moves when it is renewed; the look and the code itself must not.
    settings: { ...settings, phoneLoginExpiresAt: undefined },
    materials: (await get('/api/v1/materials')).map((material: { id: number; name: string; size: number }) => [material.id, material.name, material.size]),
    chat: await get(`/api/v1/chat/${a.employee.id}/messages`),
    helpers: await app.db.selectFrom('employee_helpers').select(['manager_id', 'created_at']).where('employee_id', '=', a.employee.id).orderBy('manager_id').execute(),
    calendarFeed: await app.db.selectFrom('calendar_feeds').selectAll().where('employee_id', '=', a.employee.id).execute(),
    supportRecords: await app.db.selectFrom('step_support_records').select(['id', 'subtask_id', 'level', 'note']).orderBy('id').execute(),
    chatReads: await app.db.selectFrom('chat_reads').selectAll().where('employee_id', '=', a.employee.id).execute(),
    pushSubscriptions: await app.db.selectFrom('push_subscriptions').select(['endpoint', 'session_id']).where('endpoint', 'in', [aManagerEndpoint, aPhoneEndpoint]).orderBy('endpoint').execute(),
    pushPreferences: await get('/api/v1/push/preferences'),
    upload: (await app.server.inject({ method: 'HEAD', url: `/api/v1/uploads/${uploadId}`, headers: { ...a.manager.auth, 'tus-resumable': '1.0.0' } })).headers['upload-offset'],
  };
}

export function expectRefused(response: { statusCode: number; body: string }, allowed: number[], label: string) {
  expect(allowed, `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
  expect(JSON.parse(response.body).error.code, label).toEqual(expect.any(String));
  for (const secret of secrets) expect(response.body, `${label} leaks A's data`).not.toContain(secret);
}
