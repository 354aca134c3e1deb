// Seeding through the API, many requests at once: managers, their employees' phones, started tasks,
// a message each way and the managers' materials.
import { performance } from 'node:perf_hooks';
import { Client, newTask, type Manager, type Phone } from './client.ts';
import { MANAGERS, MATERIALS_PER_MANAGER, PHONES_PER_MANAGER, SEED_PARALLEL, TASKS_PER_EMPLOYEE } from './settings.ts';

async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** A material as the manager's browser sends it: a tus upload (create, then the bytes). */
async function uploadMaterial(client: Client, token: string, title: string, file: Buffer) {
  const metadata = `title ${Buffer.from(title).toString('base64')},filename ${Buffer.from('slika.jpg').toString('base64')}`;
  const created = await client.call('', 'POST', '/api/v1/uploads', {
    token,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(file.length), 'upload-metadata': metadata },
  });
  const location = new URL(created.headers.get('location')!, client.origin).pathname;
  await client.call('', 'PATCH', location, {
    token,
    body: file,
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
  });
}

export async function seed(origin: string, material: Buffer): Promise<{ managers: Manager[]; phones: Phone[]; phases: string }> {
  const client = new Client(origin);
  const phases: string[] = [];
  let phaseStart = performance.now();
  const phaseDone = (name: string) => {
    phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(0)} s`);
    phaseStart = performance.now();
  };
  const run = Math.random().toString(36).slice(2, 8);
  const managers = await inParallel(
    Array.from({ length: MANAGERS }, (_, index) => index),
    SEED_PARALLEL,
    async (index): Promise<Manager> => {
      const email = `voditelj.${run}.${index}@example.com`;
      const password = 'lozinka-voditelja';
      const profile = { name: 'Voditelj', surname: `Broj ${index}`, email, password, kidMale: index % 2 === 0, dateOfBirth: '1980-03-04' };
      await client.call('', 'POST', '/api/v1/manager/create', { json: profile });
      const login = await client.call('', 'POST', '/api/v1/manager/login', { json: { username: email, password } });
      return { id: login.body.id, token: login.body.jwtToken, employeeIds: [], lists: new Map() };
    },
  );
  phaseDone('managers');

  const employees = managers.flatMap((manager, managerIndex) =>
    Array.from({ length: PHONES_PER_MANAGER }, (_, index) => ({ manager, number: managerIndex * PHONES_PER_MANAGER + index })),
  );
  const phones = await inParallel(employees, SEED_PARALLEL, async ({ manager, number }): Promise<Phone> => {
    const employee = await client.call('', 'POST', '/api/v1/child/create', {
      token: manager.token,
      json: {
        name: 'Zaposlenik',
        surname: `Broj ${number}`,
        email: `zaposlenik.${run}.${number}@example.com`,
        password: 'lozinka-zaposlenika',
        kidMale: number % 2 === 0,
        dateOfBirth: '2001-06-07',
      },
    });
    const employeeId: number = employee.body.id;
    manager.employeeIds.push(employeeId);
    // The phone scans the QR code on the manager's screen.
    const settings = await client.call('', 'GET', `/api/v1/account/settings/${employeeId}`, { token: manager.token });
    const phoneLogin = await client.call('', 'POST', '/api/v1/token/mobile', { json: { phoneLoginString: settings.body.phoneLoginString } });
    return { employeeId, token: phoneLogin.body.jwtToken, tasks: [] };
  });
  phaseDone('employees and phones');

  const managerOf = new Map(employees.map(({ manager }, index) => [phones[index]!.employeeId, manager]));
  const tasks = phones.flatMap((phone) => Array.from({ length: TASKS_PER_EMPLOYEE }, (_, index) => ({ phone, index })));
  await inParallel(tasks, SEED_PARALLEL, async ({ phone, index }) => {
    const manager = managerOf.get(phone.employeeId)!;
    const task = await client.call('', 'POST', '/api/v1/task', { token: manager.token, json: newTask(phone.employeeId, `Zadatak ${index + 1}`) });
    await client.call('', 'PUT', `/api/v1/task/start/${task.body.id}`, { token: phone.token });
  });
  phaseDone('tasks');
  await inParallel(phones, SEED_PARALLEL, async (phone) => {
    const manager = managerOf.get(phone.employeeId)!;
    await client.call('', 'POST', `/api/v1/chat/${phone.employeeId}/messages`, { token: manager.token, json: { text: 'Dobro jutro, danas imaš nove zadatke.' } });
    await client.call('', 'POST', `/api/v1/chat/${phone.employeeId}/messages`, { token: phone.token, json: { text: 'Dobro jutro, vidim ih.' } });
  });
  phaseDone('messages');
  const uploads = managers.flatMap((manager) => Array.from({ length: MATERIALS_PER_MANAGER }, (_, index) => ({ manager, index })));
  await inParallel(uploads, SEED_PARALLEL, ({ manager, index }) => uploadMaterial(client, manager.token, `Uputa ${index + 1}`, material));
  phaseDone('materials');
  return { managers, phones, phases: phases.join(', ') };
}
