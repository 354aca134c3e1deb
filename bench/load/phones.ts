// What a simulated phone does: the Zadaci list, starting tasks, ticking steps, photos, the chat, the materials.
import { currentTasksPath, pick, type Client, type Phone, type Step, type Task } from './client.ts';
import type { Action } from './people.ts';

const startedSteps = (tasks: Task[], wanted: (step: Step) => boolean) =>
  tasks.filter((task) => task.start !== null).flatMap((task) => task.subtasks.filter(wanted));

export function phoneActions(client: Client, phone: Phone, photo: Buffer): Action[] {
  const { employeeId, token } = phone;
  const tickable = () => startedSteps(phone.tasks, (step) => !step.needPhoto);
  const photographable = () => startedSteps(phone.tasks, (step) => step.needPhoto && step.done === false);
  const replaceStep = (changed: Step) => {
    for (const task of phone.tasks) task.subtasks = task.subtasks.map((step) => (step.id === changed.id ? changed : step));
  };
  return [
    {
      // The Zadaci screen revalidates its list (the browser sends If-None-Match).
      weight: 30,
      run: async () => {
        const answer = await client.call('phone: task list', 'GET', currentTasksPath(employeeId), {
          token,
          headers: phone.etag ? { 'if-none-match': phone.etag } : {},
        });
        if (answer.status === 200) {
          phone.tasks = answer.body;
          phone.etag = answer.headers.get('etag') ?? undefined;
        }
      },
    },
    {
      // A new task from the manager: the employee opens it and starts it.
      weight: 30,
      possible: () => phone.tasks.some((task) => task.start === null),
      run: async () => {
        const task = phone.tasks.find((item) => item.start === null)!;
        const answer = await client.call('phone: start task', 'PUT', `/api/v1/task/start/${task.id}`, { token });
        if (answer.status === 200) task.start = answer.body.start;
      },
    },
    {
      weight: 20,
      possible: () => tickable().length > 0,
      run: async () => {
        const step = pick(tickable());
        const answer = await client.call('phone: tick step', 'PUT', `/api/v1/task/sub/done/${step.id}`, { token, json: { done: step.done !== true } });
        if (answer.status === 200) replaceStep(answer.body);
      },
    },
    {
      weight: 6,
      possible: () => photographable().length > 0,
      run: async () => {
        const step = pick(photographable());
        const answer = await client.call('phone: upload photo', 'POST', `/api/v1/task/sub/${step.id}/photo`, {
          token,
          body: photo,
          headers: { 'content-type': 'image/jpeg', accept: 'application/json' },
        });
        if (answer.status === 201) replaceStep({ ...step, done: null, photo: answer.body });
      },
    },
    {
      weight: 6,
      run: async () => {
        await client.call('phone: send message', 'POST', `/api/v1/chat/${employeeId}/messages`, { token, json: { text: 'Završio sam, idem dalje.' } });
      },
    },
    {
      weight: 10,
      run: async () => {
        await client.call('phone: messages', 'GET', `/api/v1/chat/${employeeId}/messages`, { token });
      },
    },
    {
      weight: 8,
      run: async () => {
        await client.call('phone: conversation', 'GET', '/api/v1/chat', { token });
      },
    },
    {
      weight: 6,
      run: async () => {
        await client.call('phone: materials', 'GET', '/api/v1/materials', { token });
      },
    },
  ];
}
