// The routes the bench measures and the data they need. Each issue adds its routes here.
import type { FastifyInstance } from 'fastify';

export interface BenchCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Password hashing is deliberately slow; fewer connections keep its latency readable. */
  connections?: number;
}

export interface BenchContext {
  manager: { id: number; username: string; password: string; auth: Record<string, string>; user: Record<string, unknown> };
  /** The manager's employee with many tasks, and the task list's size. */
  busyEmployeeId: number;
  employees: number;
  tasks: number;
}

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 500);
const TASKS = Number(process.env.BENCH_TASKS ?? 2000);
const STEPS_PER_TASK = 3;

async function inject(server: FastifyInstance, method: BenchCase['method'], url: string, payload?: object, headers?: Record<string, string>) {
  const response = await server.inject({ method, url, payload, headers });
  if (response.statusCode >= 400) throw new Error(`seeding ${method} ${url} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function seed(server: FastifyInstance): Promise<BenchContext> {
  const password = 'bench-password';
  const profile = await inject(server, 'POST', '/api/v1/manager/create', {
    name: 'Bench',
    surname: 'Manager',
    email: 'bench@example.com',
    password,
    kidMale: true,
    dateOfBirth: '1980-01-01',
  });
  const user = await inject(server, 'POST', '/api/v1/manager/login', { username: profile.username, password });
  const auth = { authorization: `Bearer ${user.jwtToken}` };

  let busyEmployeeId = 0;
  for (let i = 0; i < EMPLOYEES; i++) {
    const employee = await inject(
      server,
      'POST',
      '/api/v1/child/create',
      { name: `Zaposlenik${i}`, surname: 'Bench', email: `employee${i}@example.com`, password, kidMale: i % 2 === 0, dateOfBirth: '2000-01-01' },
      auth,
    );
    if (i === 0) busyEmployeeId = employee.id;
  }

  for (let i = 0; i < TASKS; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    await inject(
      server,
      'POST',
      '/api/v1/task',
      {
        taskName: `Zadatak ${i}`,
        description: 'Opis zadatka za mjerenje',
        dueDate: `2026-${month}-${day}`,
        dueTime: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
        priority: i % 3 === 0,
        child: { id: busyEmployeeId },
        subtasks: Array.from({ length: STEPS_PER_TASK }, (_, s) => ({ description: `Korak ${s + 1}`, needPhoto: s === STEPS_PER_TASK - 1 })),
      },
      auth,
    );
  }

  return {
    manager: { id: profile.id, username: profile.username, password, auth, user },
    busyEmployeeId,
    employees: EMPLOYEES,
    tasks: TASKS,
  };
}

export function benchCases({ manager, busyEmployeeId, employees, tasks }: BenchContext): BenchCase[] {
  return [
    { name: 'GET /healthz', method: 'GET', path: '/healthz' },
    { name: 'GET /readyz (database ping)', method: 'GET', path: '/readyz' },
    {
      name: 'POST /api/v1/manager/login (argon2id)',
      method: 'POST',
      path: '/api/v1/manager/login',
      body: { username: manager.username, password: manager.password },
      connections: 2,
    },
    {
      name: 'PUT /api/v1/manager/:id',
      method: 'PUT',
      path: `/api/v1/manager/${manager.id}`,
      headers: manager.auth,
      body: { ...manager.user, name: 'Bench' },
    },
    {
      name: `GET /api/v1/manager/children/:id (${employees} employees)`,
      method: 'GET',
      path: `/api/v1/manager/children/${manager.id}`,
      headers: manager.auth,
    },
    { name: 'GET /api/v1/child/:id', method: 'GET', path: `/api/v1/child/${busyEmployeeId}`, headers: manager.auth },
    {
      name: `GET /api/v1/task/:employeeId?include=subtasks (${tasks} tasks)`,
      method: 'GET',
      path: `/api/v1/task/${busyEmployeeId}?include=subtasks`,
      headers: manager.auth,
    },
    { name: `GET /api/v1/task/:employeeId (${tasks} tasks)`, method: 'GET', path: `/api/v1/task/${busyEmployeeId}`, headers: manager.auth },
  ];
}
