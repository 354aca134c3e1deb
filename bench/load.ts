// Load: simulated managers and phones, each a loop with think time doing what the apps do, against the
// product as several instances behind nginx on one PostgreSQL (deploy/cluster.ts), then the same on one
// instance. Prints per request kind the count, p50/p99 latency (until the whole answer is read) and every
// answer that was not 2xx/304, with the status or network error; exits non-zero when there was any.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_ONLY=load npm run bench
//
// BENCH_LOAD_USERS (500: a fifth managers, the rest their phones, four each), BENCH_LOAD_SECONDS (60),
// BENCH_LOAD_INSTANCES (2,1: one run per count, on a fresh database each).
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { startCluster, type Cluster } from '../deploy/cluster.ts';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 500);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const INSTANCE_COUNTS = (process.env.BENCH_LOAD_INSTANCES ?? '2,1').split(',').map(Number);
const PHONES_PER_MANAGER = 4;
const MANAGERS = Math.max(1, Math.round(USERS / (PHONES_PER_MANAGER + 1)));
/** Each employee's open tasks at the start, started by the phone: two steps to tick and one that needs a photo. */
const TASKS_PER_EMPLOYEE = 5;
const MATERIALS_PER_MANAGER = 2;
/** Requests the seeding keeps in flight at once. */
const SEED_PARALLEL = 24;
/** A person reads, thinks or types between two actions: 1 to 3 s. */
const thinkTime = () => 1000 + Math.random() * 2000;

/**
 * What the instances get besides deploy/cluster.ts's own settings. Every simulated person comes from
 * 127.0.0.1, and the failed-login limit counts logins still being checked per client address, so the
 * parallel seeding (100 registrations, 100 logins, 400 QR exchanges) would be refused at the default 10.
 * The chat send limit stays at its default (30 a minute): it counts per sender, and a person here sends
 * a few a minute. Logs at warn: every error still lands there.
 */
const CLUSTER_ENV = { LOGIN_RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' };

// ---------------------------------------------------------------------------------------------------
// Counting answers

interface KindStats {
  latencies: number[];
  /** Every answer by status ('200', '304', '502', 'network ECONNRESET', 'dropped'). */
  statuses: Map<string, number>;
}

const isSuccess = (status: string) => status === '304' || /^2\d\d$/.test(status);

class Recorder {
  readonly kinds = new Map<string, KindStats>();
  events = 0;

  record(kind: string, status: string, milliseconds?: number) {
    let stats = this.kinds.get(kind);
    if (!stats) this.kinds.set(kind, (stats = { latencies: [], statuses: new Map() }));
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    if (milliseconds !== undefined) stats.latencies.push(milliseconds);
  }

  errors(): number {
    let errors = 0;
    for (const stats of this.kinds.values()) for (const [status, count] of stats.statuses) if (!isSuccess(status)) errors += count;
    return errors;
  }

  requests(): number {
    let requests = 0;
    for (const [kind, stats] of this.kinds) if (!kind.endsWith('stream')) requests += stats.latencies.length;
    return requests;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function networkStatus(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `network ${cause?.code ?? cause?.message ?? (error as Error).message}`;
}

// ---------------------------------------------------------------------------------------------------
// Talking to the product as the apps do

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads a few known fields of many answers
  body: any;
  headers: Headers;
}

interface RequestOptions {
  token?: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

class Client {
  constructor(
    readonly origin: string,
    private readonly recorder?: Recorder,
  ) {}

  /** One request, its whole answer read; counted under `kind` while measuring, and throws on a failure while seeding. */
  async call(kind: string, method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(`${this.origin}${url}`, {
        method,
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      });
      const text = await response.text();
      const json = text && response.headers.get('content-type')?.includes('json');
      answer = { status: response.status, body: json ? JSON.parse(text) : text, headers: response.headers };
    } catch (error) {
      if (!this.recorder) throw error;
      this.recorder.record(kind, networkStatus(error), performance.now() - started);
      return { status: 0, body: undefined, headers: new Headers() };
    }
    if (this.recorder) this.recorder.record(kind, String(answer.status), performance.now() - started);
    else if (answer.status >= 300) throw new Error(`seeding: ${method} ${url} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }
}

interface Step {
  id: number;
  needPhoto: boolean;
  done: boolean | null;
  photo: { downloadURL: string } | null;
}
interface Task {
  id: number;
  start: string | null;
  subtasks: Step[];
}

interface Phone {
  employeeId: number;
  token: string;
  tasks: Task[];
  etag?: string;
}

interface Manager {
  id: number;
  token: string;
  employeeIds: number[];
  /** The task lists the manager's browser has, with their ETags. */
  lists: Map<number, { etag?: string; tasks: Task[] }>;
}

const currentTasksPath = (employeeId: number) => `/api/v1/task/${employeeId}?include=subtasks&status=current`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function newTask(employeeId: number, name: string) {
  const due = new Date(Date.now() + Math.floor(Math.random() * 3) * 86_400_000);
  return {
    taskName: name,
    description: 'Opis zadatka za mjerenje opterećenja',
    dueDate: due.toISOString().slice(0, 10),
    dueTime: '12:00',
    child: { id: employeeId },
    subtasks: [
      { description: 'Pripremi radno mjesto', needPhoto: false },
      { description: 'Uradi posao', needPhoto: false },
      { description: 'Fotografiraj rezultat', needPhoto: true },
    ],
  };
}

/** A photo as the phone sends it: 1600 px on the long side, JPEG at 0.85 (apps/employee/src/features/tasks/photo.ts). */
async function buildPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const grain = (Math.random() - 0.5) * 24;
      pixels[at] = Math.max(0, Math.min(255, (x / width) * 200 + 30 + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, (y / height) * 180 + 40 + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 120 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------
// Seeding through the API, many requests at once

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

async function seed(origin: string, material: Buffer): Promise<{ managers: Manager[]; phones: Phone[]; phases: string }> {
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

// ---------------------------------------------------------------------------------------------------
// The simulated people

type Action = { weight: number; possible?: () => boolean; run: () => Promise<void> };

function choose(actions: Action[]): Action {
  const possible = actions.filter((action) => action.possible?.() ?? true);
  let ticket = Math.random() * possible.reduce((sum, action) => sum + action.weight, 0);
  for (const action of possible) {
    ticket -= action.weight;
    if (ticket < 0) return action;
  }
  return possible.at(-1)!;
}

const startedSteps = (tasks: Task[], wanted: (step: Step) => boolean) =>
  tasks.filter((task) => task.start !== null).flatMap((task) => task.subtasks.filter(wanted));

function phoneActions(client: Client, phone: Phone, photo: Buffer): Action[] {
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

function managerActions(client: Client, manager: Manager): Action[] {
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

/** People open their apps within the first seconds, not all in the same millisecond. */
const RAMP_UP_MS = 3000;

/** Actions with think time before each, from the moment the app opens until the deadline. */
async function personLoop(actions: Action[], opensAfter: number, deadline: number) {
  await sleep(opensAfter);
  for (;;) {
    await sleep(thinkTime());
    if (performance.now() >= deadline) return;
    await choose(actions).run();
  }
}

/**
 * A live-event stream as the apps keep it: open for the whole run, reopened a second after it drops.
 * Counted under `kind`: the time until its answer's headers, and 'dropped' for each end before the run's.
 */
async function holdStream(origin: string, recorder: Recorder, kind: string, url: string, token: string, opensAfter: number, stopping: AbortSignal) {
  await sleep(opensAfter);
  while (!stopping.aborted) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: stopping });
      recorder.record(kind, String(response.status), performance.now() - started);
      if (response.status === 200 && response.body) {
        const decoder = new TextDecoder();
        for await (const chunk of response.body) recorder.events += decoder.decode(chunk, { stream: true }).match(/^event: /gm)?.length ?? 0;
        if (!stopping.aborted) recorder.record(kind, 'dropped');
      } else await response.body?.cancel();
    } catch (error) {
      if (stopping.aborted) return;
      recorder.record(kind, networkStatus(error), performance.now() - started);
    }
    await sleep(1000);
  }
}

// ---------------------------------------------------------------------------------------------------
// One run and its report

interface RunResult {
  instances: number;
  recorder: Recorder;
  seconds: number;
  seedSeconds: number;
  /** The machine's CPU busy share during the run (other work on the machine included). */
  cpuBusy: number;
  /** CPU seconds the instances and the load generator used during the run: what the figures cost, whatever else ran. */
  instancesCpuSeconds: number;
  generatorCpuSeconds: number;
  /** The load generator's event-loop delay p99: when high, its own waiting inflates the latencies. */
  generatorDelayP99: number;
  /** The machine's one-minute load average at the end: above the core count, processes waited for a core. */
  loadAverage: number;
  /** Warnings and errors the instances and nginx logged during the run. */
  logLines: string[];
}

function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** CPU seconds a process has used (user and system), from /proc/<pid>/stat. */
function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}
/** Linux's USER_HZ, the unit of /proc's times, is 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function warningsLogged(cluster: Cluster): string[] {
  const lines: string[] = [];
  for (const file of cluster.logFiles()) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) if (/"level":(40|50|60)|\[(warn|error|crit|alert|emerg)\]/.test(line)) lines.push(line.slice(0, 400));
  }
  return lines;
}

async function loadRun(databaseUrl: string, instances: number, photo: Buffer, material: Buffer): Promise<RunResult> {
  const cluster = await startCluster({ databaseUrl, instances, env: CLUSTER_ENV });
  try {
    const seedStart = performance.now();
    const { managers, phones, phases } = await seed(cluster.origin, material);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(`  ${instances} instance(s): seeded ${managers.length} managers, ${phones.length} phones in ${seedSeconds.toFixed(0)} s (${phases}); running ${SECONDS} s`);

    const recorder = new Recorder();
    const client = new Client(cluster.origin, recorder);
    const stopping = new AbortController();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const cpuBefore = cpuTimes();
    const instancesCpu = () => cluster.instances.reduce((sum, instance) => sum + processCpuSeconds(instance.pid()), 0);
    const instancesCpuBefore = instancesCpu();
    const generatorCpuBefore = process.cpuUsage();
    delay.enable();
    const started = performance.now();
    const deadline = started + SECONDS * 1000;

    // Every open app keeps its streams: the phone its task list's and its chat's, the manager's page its
    // chat's and the task list's of the employee it shows.
    const streams: Promise<void>[] = [];
    const people: Promise<void>[] = [];
    const hold = (kind: string, url: string, token: string, opensAfter: number) =>
      streams.push(holdStream(cluster.origin, recorder, kind, url, token, opensAfter, stopping.signal));
    for (const phone of phones) {
      const opensAfter = Math.random() * RAMP_UP_MS;
      hold('phone: task stream', `/api/v1/task-events/${phone.employeeId}`, phone.token, opensAfter);
      hold('phone: chat stream', '/api/v1/chat-events', phone.token, opensAfter);
      people.push(personLoop(phoneActions(client, phone, photo), opensAfter, deadline));
    }
    for (const manager of managers) {
      const opensAfter = Math.random() * RAMP_UP_MS;
      hold('manager: task stream', `/api/v1/task-events/${manager.employeeIds[0]}`, manager.token, opensAfter);
      hold('manager: chat stream', '/api/v1/chat-events', manager.token, opensAfter);
      people.push(personLoop(managerActions(client, manager), opensAfter, deadline));
    }
    await Promise.all(people);
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuTimes();
    const instancesCpuSeconds = instancesCpu() - instancesCpuBefore;
    const generatorCpu = process.cpuUsage(generatorCpuBefore);
    delay.disable();
    stopping.abort();
    await Promise.all(streams);
    return {
      instances,
      recorder,
      seconds,
      seedSeconds,
      cpuBusy: (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total),
      instancesCpuSeconds,
      generatorCpuSeconds: (generatorCpu.user + generatorCpu.system) / 1e6,
      generatorDelayP99: delay.percentile(99) / 1e6,
      loadAverage: loadavg()[0]!,
      logLines: warningsLogged(cluster),
    };
  } finally {
    await cluster.stop();
  }
}

function printRun(result: RunResult) {
  const { recorder } = result;
  const rows = [...recorder.kinds]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, stats]) => {
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      const failures = [...stats.statuses].filter(([status]) => !isSuccess(status));
      return {
        kind,
        count: [...stats.statuses.values()].reduce((sum, count) => sum + count, 0),
        'of them 304': stats.statuses.get('304') ?? 0,
        'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
        'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
        errors: failures.reduce((sum, [, count]) => sum + count, 0),
        'error statuses': failures.map(([status, count]) => `${status} ×${count}`).join(', '),
      };
    });
  const requests = recorder.requests();
  console.log(
    `\nLoad on ${result.instances} instance(s) behind nginx, PostgreSQL: ${MANAGERS} managers + ${MANAGERS * PHONES_PER_MANAGER} phones, ` +
      `think time 1–3 s, ${result.seconds.toFixed(0)} s (seeded in ${result.seedSeconds.toFixed(0)} s)`,
  );
  console.table(rows);
  console.log(
    `  ${requests} requests, ${(requests / result.seconds).toFixed(0)} requests/s, ${recorder.errors()} errors; ` +
      `${recorder.events} live events received`,
  );
  console.log(
    `  CPU: the machine ${(result.cpuBusy * 100).toFixed(0)} % busy (everything on it, load average ${result.loadAverage.toFixed(1)} ` +
      `on ${availableParallelism()} cores); the instances used ` +
      `${result.instancesCpuSeconds.toFixed(0)} s (${((result.instancesCpuSeconds * 1000) / requests).toFixed(1)} ms a request), ` +
      `the load generator ${result.generatorCpuSeconds.toFixed(0)} s (event-loop delay p99 ${result.generatorDelayP99.toFixed(0)} ms)`,
  );
  if (result.logLines.length > 0) {
    console.log(`  ${result.logLines.length} warnings or errors in the instances' and nginx's logs, the first ones:`);
    for (const line of result.logLines.slice(0, 10)) console.log(`    ${line}`);
  }
}

export async function benchLoad(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('\nLoad (bench/load.ts): skipped, it needs PostgreSQL: set DATABASE_URL (its instances share one database).');
    return;
  }
  const photo = await buildPhoto(1600, 1200);
  const material = await buildPhoto(800, 600);
  console.log(`\nLoad: ${USERS} simulated people for ${SECONDS} s, on ${INSTANCE_COUNTS.join(' then ')} instance(s) (photo ${(photo.length / 1024).toFixed(0)} KiB)`);
  const results: RunResult[] = [];
  for (const instances of INSTANCE_COUNTS) results.push(await loadRun(databaseUrl, instances, photo, material));
  for (const result of results) printRun(result);
  const errors = results.reduce((sum, result) => sum + result.recorder.errors(), 0);
  if (errors > 0) {
    console.error(`\nLOAD FAILED: ${errors} answers were errors (see 'error statuses' above).`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await benchLoad();
