// Chat delivery: many open event streams on one instance, a message every few milliseconds, and
// streams dropped on purpose that reconnect with Last-Event-ID. Prints the delivery latency (from the
// POST's start to the event's arrival), the server's memory per open stream, and whether every message
// reached every stream that should have it exactly once.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { MAX_STREAMS_PER_SESSION } from '../apps/server/src/platform/live-events.ts';
import type { AppConfig } from '../apps/server/src/config.ts';

/** Knobs: open streams (0 skips the chat bench), milliseconds between messages, seconds of sending, streams dropped each second. */
const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 1000);
const INTERVAL_MS = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 5);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const DROPS_PER_SECOND = Number(process.env.BENCH_CHAT_DROPS ?? 50);
const GOAL_P99_MS = 50;
/** Employees per manager; each phone and each manager keeps several streams, as open tabs would. */
const EMPLOYEES_PER_MANAGER = 10;

type Auth = Record<string, string>;

/** One reader of the stream: its own conversations' messages must each arrive once, across reconnects. */
interface Client {
  auth: Auth;
  /** Which messages it should get: the employee's, or all of the manager's employees'. */
  covers: (employeeId: number, managerId: number) => boolean;
  received: Map<number, number>;
  lastId: string | null;
  /** Drops the connection as a lost network would. */
  drop?: () => void;
  /** performance.now() when the current connection opened: messages sent before it are replayed, not live. */
  openedAt: number;
}

/** The ids of the complete `message` events in `text`, and the unfinished rest. */
function takeMessageIds(text: string): { ids: string[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const ids = blocks.filter((block) => block.startsWith('event: message\n')).map((block) => /^id: (\d+)$/m.exec(block)?.[1] ?? '');
  return { ids: ids.filter(Boolean), rest };
}

const sentAt = new Map<number, number>();
/** Every arrival: which message, when, and when its connection had opened. Matched with sentAt at the end (an event may come before its POST's answer). */
const arrivals: { id: number; at: number; openedAt: number }[] = [];

function serverRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((row) => row.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D/g, '')) * 1024;
}

/** The fields of the answers the bench reads. */
interface Answer {
  id: number;
  _id: number;
  jwtToken: string;
  phoneLoginString: string;
}

async function call(origin: string, method: string, url: string, body?: object, auth: Auth = {}): Promise<Answer> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

async function connect(origin: string, client: Client): Promise<void> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/v1/chat-events`, {
    headers: { ...client.auth, ...(client.lastId ? { 'last-event-id': client.lastId } : {}) },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`);
  client.openedAt = performance.now();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  client.drop = () => controller.abort();
  let rest = '';
  const take = (text: string) => {
    const taken = takeMessageIds(rest + text);
    rest = taken.rest;
    const at = performance.now();
    for (const eventId of taken.ids) {
      client.lastId = eventId;
      const id = Number(eventId);
      client.received.set(id, (client.received.get(id) ?? 0) + 1);
      arrivals.push({ id, at, openedAt: client.openedAt });
    }
  };
  // The first bytes ('retry:', and maybe replayed events already) say the server has subscribed the stream.
  take((await reader.read()).value ?? '');
  void (async () => {
    for (;;) {
      try {
        const chunk = await reader.read();
        if (chunk.done) return;
        take(chunk.value);
      } catch {
        return;
      }
    }
  })();
}

/** Until the server has seen the old connection go, the session may still have its most streams open (429). */
async function reconnect(origin: string, client: Client) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await connect(origin, client);
    } catch (error) {
      if (attempt === 50) throw error;
      await sleep(50);
    }
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Conversation {
  employeeId: number;
  managerId: number;
  managerAuth: Auth;
  phoneAuth: Auth;
}

/** The server in a process of its own, on a fresh SQLite file or PostgreSQL schema; `stop` removes both. */
async function startChatServer(): Promise<{ origin: string; pid: number; label: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plan-dan-bench-chat-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `bench_chat_${randomBytes(4).toString('hex')}` : undefined;
  const pg = databaseUrl ? (await import('pg')).default : undefined;
  const admin = pg && databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  if (admin && schema) {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  }
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseSchema: schema,
    publicUrl: 'http://localhost:3000',
    jwtSecret: randomBytes(32).toString('hex'),
    timezone: 'Europe/Sarajevo',
    loginRateLimitMax: 1_000_000,
    chatSendLimitMax: 1_000_000,
    logLevel: 'silent',
  };
  const server = fork(new URL('./chat-server.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_APP_CONFIG: JSON.stringify(config) },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.send('close');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    if (admin && schema) {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      server.once('message', (message) => resolve((message as { origin: string }).origin));
      server.once('exit', (code) => reject(new Error(`chat bench server exited with ${code}`)));
    });
    return { origin, pid: server.pid!, label: databaseUrl ? 'PostgreSQL' : 'SQLite', stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Managers and their employees' phones; each phone holds MAX-1 streams and each manager MAX: together STREAMS. */
async function seedConversations(origin: string): Promise<{ clients: Client[]; conversations: Conversation[] }> {
  const perPhone = MAX_STREAMS_PER_SESSION - 1;
  const perManagerGroup = EMPLOYEES_PER_MANAGER * perPhone + MAX_STREAMS_PER_SESSION;
  const managers = Math.max(1, Math.round(STREAMS / perManagerGroup));
  const clients: Client[] = [];
  const conversations: Conversation[] = [];
  const seedStart = Date.now();
  for (let m = 0; m < managers; m++) {
    const email = `bench.chat.${m}.${randomBytes(3).toString('hex')}@example.com`;
    const registered = await call(origin, 'POST', '/api/v1/manager/create', {
      name: 'Ana', surname: `Voditeljica ${m}`, email, password: 'bench-lozinka', kidMale: false, dateOfBirth: '1985-04-12',
    });
    const login = await call(origin, 'POST', '/api/v1/manager/login', { username: email, password: 'bench-lozinka' });
    const managerAuth = { authorization: `Bearer ${login.jwtToken}` };
    for (let s = 0; s < MAX_STREAMS_PER_SESSION; s++) {
      clients.push({ auth: managerAuth, covers: (_e, managerId) => managerId === registered.id, received: new Map(), lastId: null, openedAt: 0 });
    }
    for (let e = 0; e < EMPLOYEES_PER_MANAGER; e++) {
      const employee = await call(origin, 'POST', '/api/v1/child/create', {
        name: 'Marko', surname: `Zaposlenik ${m}-${e}`, email: `bench.chat.${m}.${e}.${randomBytes(3).toString('hex')}@example.com`,
        password: 'lozinka-zaposlenika', kidMale: true, dateOfBirth: '2004-09-01',
      }, managerAuth);
      const settings = await call(origin, 'GET', `/api/v1/account/settings/${employee.id}`, undefined, managerAuth);
      const phone = await call(origin, 'POST', '/api/v1/token/mobile', { phoneLoginString: settings.phoneLoginString });
      const phoneAuth = { authorization: `Bearer ${phone.jwtToken}` };
      conversations.push({ employeeId: employee.id, managerId: registered.id, managerAuth, phoneAuth });
      for (let s = 0; s < perPhone; s++) {
        clients.push({ auth: phoneAuth, covers: (employeeId) => employeeId === employee.id, received: new Map(), lastId: null, openedAt: 0 });
      }
    }
  }
  console.log(`\nChat: seeded ${managers} managers and ${conversations.length} employees in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  return { clients, conversations };
}

/** Messages from both sides to random conversations for SECONDS; streams dropped and resumed meanwhile. */
async function sendWithDrops(origin: string, clients: Client[], conversations: Conversation[]) {
  const messageOwner = new Map<number, { employeeId: number; managerId: number }>();
  const posts: Promise<void>[] = [];
  let failedPosts = 0;
  let reconnects = 0;
  // The clients share this process: a late event loop here shows as delivery latency too.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const ends = performance.now() + SECONDS * 1000;
  // Spread over each second, as phones that lose their network do not all do so at once.
  const dropper = setInterval(
    () => {
      const client = clients[Math.floor(Math.random() * clients.length)]!;
      const drop = client.drop;
      if (!drop) return;
      client.drop = undefined;
      reconnects += 1;
      drop();
      void reconnect(origin, client);
    },
    DROPS_PER_SECOND > 0 ? 1_000 / DROPS_PER_SECOND : 2 ** 31 - 1,
  );
  let sequence = 0;
  while (performance.now() < ends) {
    const conversation = conversations[Math.floor(Math.random() * conversations.length)]!;
    const fromPhone = sequence % 2 === 1;
    const started = performance.now();
    sequence += 1;
    posts.push(
      call(origin, 'POST', `/api/v1/chat/${conversation.employeeId}/messages`, { text: `Poruka ${sequence}` }, fromPhone ? conversation.phoneAuth : conversation.managerAuth).then(
        (message) => {
          sentAt.set(message._id, started);
          messageOwner.set(message._id, { employeeId: conversation.employeeId, managerId: conversation.managerId });
        },
        () => void (failedPosts += 1),
      ),
    );
    await sleep(INTERVAL_MS);
  }
  clearInterval(dropper);
  loopDelay.disable();
  await Promise.all(posts);
  return { messageOwner, failedPosts, reconnects, loopDelayP99: loopDelay.percentile(99) / 1e6 };
}

/** Waits for streams still reconnecting and the last deliveries, then counts each message each stream should have. */
async function countDeliveries(clients: Client[], messageOwner: Map<number, { employeeId: number; managerId: number }>) {
  const deadline = Date.now() + 15_000;
  const expectedOf = (client: Client) => [...messageOwner].filter(([, owner]) => client.covers(owner.employeeId, owner.managerId)).map(([id]) => id);
  const complete = () => clients.every((client) => expectedOf(client).every((id) => client.received.has(id)));
  while (!complete() && Date.now() < deadline) await sleep(200);

  let lost = 0;
  let doubled = 0;
  let deliveries = 0;
  for (const client of clients) {
    for (const id of expectedOf(client)) {
      const times = client.received.get(id) ?? 0;
      deliveries += times;
      if (times === 0) lost += 1;
      if (times > 1) doubled += times - 1;
    }
  }
  return { lost, doubled, deliveries };
}

/** The live deliveries' latencies, sorted: a message sent before its stream (re)opened came by replay. */
const liveLatencies = () =>
  arrivals
    .flatMap(({ id, at, openedAt }) => {
      const sent = sentAt.get(id);
      return sent !== undefined && sent >= openedAt ? [at - sent] : [];
    })
    .sort((a, b) => a - b);

export async function benchChat(): Promise<void> {
  if (STREAMS === 0) return;
  const server = await startChatServer();
  try {
    const { origin } = server;
    const { clients, conversations } = await seedConversations(origin);

    // Every stream resumes from here, as a screen resumes from the newest message it has.
    const first = conversations[0]!;
    const start = await call(origin, 'POST', `/api/v1/chat/${first.employeeId}/messages`, { text: 'Početak' }, first.managerAuth);
    for (const client of clients) client.lastId = String(start._id);

    const rssBefore = serverRss(server.pid);
    for (let i = 0; i < clients.length; i += 100) await Promise.all(clients.slice(i, i + 100).map((client) => connect(origin, client)));
    await sleep(1_000);
    const rssOpen = serverRss(server.pid);

    const sent = await sendWithDrops(origin, clients, conversations);
    const { lost, doubled, deliveries } = await countDeliveries(clients, sent.messageOwner);
    for (const client of clients) client.drop?.();

    const sorted = liveLatencies();
    const p99 = percentile(sorted, 99);
    console.log(`Chat (${server.label}): ${clients.length} open streams, ${sent.messageOwner.size} messages (one every ${INTERVAL_MS} ms for ${SECONDS} s, ${sent.failedPosts} failed), ${sent.reconnects} forced reconnects`);
    console.table([
      {
        'live deliveries': sorted.length,
        'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
        'p99 ms': Number(p99.toFixed(1)),
        [`p99 < ${GOAL_P99_MS} ms`]: p99 < GOAL_P99_MS ? 'met' : 'NOT met',
        'server RSS per stream KiB': Number(((rssOpen - rssBefore) / clients.length / 1024).toFixed(1)),
        'client loop delay p99 ms': Number(sent.loopDelayP99.toFixed(1)),
        'all deliveries': deliveries,
        lost,
        doubled,
        'exactly once': lost === 0 && doubled === 0 ? 'met' : 'NOT met',
      },
    ]);
  } finally {
    await server.stop();
  }
}

// Alone: node --import tsx bench/chat.ts (npm run bench runs it only when BENCH_ONLY is not set).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await benchChat();
