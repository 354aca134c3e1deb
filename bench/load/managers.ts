// What a simulated manager does: employees, task lists, new tasks, reviewing photos, the chat, statistics.
import { currentTasksPath, newTask, pick, type Client, type Manager } from './client.ts';
import type { Action } from './people.ts';

export function managerActions(client: Client, manager: Manager): Action[] {
  const { token } = manager;
  const waiting = () =>
    [...manager.lists].flatMap(([employeeId, list]) =>
      list.tasks.flatMap((task) => task.subtasks.filter((step) => step.done === null && step.photo).map((step) => ({ employeeId, step }))),
    );
  /** The employee page: the task list, revalidated with the ETag the browser holds. */
  const openTaskList = async (employeeId: number) => {
    const list = manager.lists.get(employeeId);
    const answer = await client.call('manager: task list', 'GET', currentTasksPath(employeeId), {
      token,
      headers: list?.etag ? { 'if-none-match': list.etag } : {},
    });
    if (answer.status === 200) manager.lists.set(employeeId, { etag: answer.headers.get('etag') ?? undefined, tasks: answer.body });
  };
  return [
    {
      weight: 10,
      run: async () => {
        await client.call('manager: employees', 'GET', `/api/v1/manager/children/${manager.id}`, { token });
      },
    },
    { weight: 30, run: () => openTaskList(pick(manager.employeeIds)) },
    {
      weight: 8,
      run: async () => {
        await client.call('manager: create task', 'POST', '/api/v1/task', { token, json: newTask(pick(manager.employeeIds), 'Novi zadatak') });
      },
    },
    {
      // A photo waits on a list the manager has open: look at it, send it back to be taken again.
      weight: 12,
      possible: () => waiting().length > 0,
      run: async () => {
        const { employeeId, step } = pick(waiting());
        await client.call('manager: photo file', 'GET', step.photo!.downloadURL);
        const answer = await client.call('manager: review photo', 'PUT', `/api/v1/task/sub/done/${step.id}`, { token, json: { done: false } });
        if (answer.status === 200) {
          step.done = false;
          manager.lists.get(employeeId)!.etag = undefined;
        }
      },
    },
    {
      weight: 8,
      run: async () => {
        await client.call('manager: send message', 'POST', `/api/v1/chat/${pick(manager.employeeIds)}/messages`, { token, json: { text: 'Hvala, vidim.' } });
      },
    },
    {
      weight: 10,
      run: async () => {
        await client.call('manager: conversations', 'GET', '/api/v1/chat', { token });
      },
    },
    {
      weight: 8,
      run: async () => {
        await client.call('manager: messages', 'GET', `/api/v1/chat/${pick(manager.employeeIds)}/messages`, { token });
      },
    },
    {
      weight: 6,
      run: async () => {
        await client.call('manager: statistics', 'GET', `/api/v1/statistics/${pick(manager.employeeIds)}`, { token });
      },
    },
  ];
}
