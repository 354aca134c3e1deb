import { expect } from 'vitest';
import type { TaskWithSteps } from '@plan-dan/contract';
import { addEmployee, addTask, loginEmployee, TINY_PNG, type TestApp } from './helpers.ts';
import { buildMp4, buildPng } from './uploads.ts';
import { buildWav } from './voices.ts';

type Auth = Record<string, string>;

async function call(app: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object | Buffer, contentType?: string) {
  const response = await app.server.inject({ method, url, headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) }, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/**
 * An employee of the manager with every kind of data and file, made through the API as the apps make it: a
 * task whose photo step has a refused photo, a new photo and a support record; a step picture (with its
 * preview), a video with its poster, a voice; a routine whose day got a picture and a voice (the routine's
 * then); a chat; a push subscription of the phone; a calendar link. Answers the bytes that were uploaded.
 */
export async function seedEmployeeWithEverything(app: TestApp, manager: Auth, label: string) {
  const employee = await addEmployee(app, manager, { name: `Đurđa ${label}`, surname: 'Šimić Žužić' });
  const phone = (await loginEmployee(app, manager, employee.id)).auth;
  const task = await addTask(app, manager, employee.id, { taskName: `Složiti police ${label}` });
  const steps = (await call(app, 'GET', `/api/v1/task/sub/${task.id}`, manager)).json<{ id: number; needPhoto: boolean }[]>();
  const plainStep = steps.find((step) => !step.needPhoto)!.id;
  const photoStep = steps.find((step) => step.needPhoto)!.id;
  await call(app, 'PUT', `/api/v1/task/start/${task.id}`, phone);
  await call(app, 'POST', `/api/v1/task/sub/${photoStep}/photo`, phone, TINY_PNG, 'image/png');
  await call(app, 'PUT', `/api/v1/task/sub/done/${photoStep}`, manager, { done: false, reason: `Mutna slika ${label}` });
  const photo = await buildPng(40, 30);
  await call(app, 'POST', `/api/v1/task/sub/${photoStep}/photo`, phone, photo, 'image/png');
  await call(app, 'PUT', `/api/v1/task/sub/${photoStep}/support`, manager, { level: 'verbal', note: `Podsjetiti ${label}` });
  const picture = await buildPng(64, 48);
  await call(app, 'PUT', `/api/v1/task/sub/${plainStep}/picture`, manager, picture, 'image/png');
  const voice = buildWav(1);
  await call(app, 'PUT', `/api/v1/task/sub/${plainStep}/voice`, manager, voice, 'audio/wav');

  // A second task: a video above its step, with the poster the manager's browser makes.
  const videoTask = await addTask(app, manager, employee.id, { taskName: `Video ${label}`, subtasks: [{ description: 'Gledati', needPhoto: false }] });
  const videoStep = (await call(app, 'GET', `/api/v1/task/sub/${videoTask.id}`, manager)).json<{ id: number }[]>()[0]!.id;
  const video = buildMp4(32 * 1024);
  await call(app, 'PUT', `/api/v1/task/sub/${videoStep}/picture`, manager, video, 'video/mp4');
  await call(app, 'PUT', `/api/v1/task/sub/${videoStep}/picture/poster`, manager, await buildPng(32, 32), 'image/png');

  // A routine: a picture and a voice on one day's step become the routine's, shared by its days.
  const routine = await call(app, 'POST', '/api/v1/task', manager, {
    taskName: `Rutina ${label}`,
    description: 'Svaki dan',
    dueDate: '2030-01-01',
    dueTime: '07:00',
    child: { id: employee.id },
    subtasks: [{ description: 'Oprati ruke', needPhoto: false }],
    repeat: { kind: 'daily' },
  });
  const routineTaskId = routine.json<{ id: number }>().id;
  const routineStep = (await call(app, 'GET', `/api/v1/task/sub/${routineTaskId}`, manager)).json<{ id: number }[]>()[0]!.id;
  await call(app, 'PUT', `/api/v1/task/sub/${routineStep}/picture`, manager, await buildPng(50, 50), 'image/png');
  await call(app, 'PUT', `/api/v1/task/sub/${routineStep}/voice`, manager, buildWav(1), 'audio/wav');

  await call(app, 'POST', `/api/v1/chat/${employee.id}/messages`, phone, { text: `Gotovo ${label}` });
  await call(app, 'POST', `/api/v1/chat/${employee.id}/messages`, manager, { text: `Bravo ${label}` });
  const endpoint = `https://push.example.com/send/phone-${label}-${employee.id}`;
  await call(app, 'POST', '/api/v1/push/subscriptions', phone, { endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } });
  await call(app, 'POST', `/api/v1/calendar-feed/employee/${employee.id}`, manager);
  await call(app, 'GET', `/api/v1/child/${employee.id}`, manager);

  const tasks = (await call(app, 'GET', `/api/v1/task/${employee.id}?include=subtasks`, manager)).json<TaskWithSteps[]>();
  return { employee, phone, task, photoStep, plainStep, videoStep, routineStep, photo, picture, voice, video, tasks };
}
