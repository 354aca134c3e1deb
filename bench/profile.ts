// Where a route spends its time (BENCH_PROFILE names one of bench/cases.ts; by default the small
// authenticated read GET /api/v1/child/:id) under load, with the server
// logging at info as it does by default, profiled with V8's CPU profiler. The load generator runs in a
// process of its own, so the profile holds only the server's work. Prints the share of
// the server's busy time per part (logging, headers, compression, token check, database, routing, ...).
// On PostgreSQL with DATABASE_URL, as `npm run bench`.
import { randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { benchDatabase } from './bench-database.ts';
import { benchCases, seed } from './cases.ts';

const run = promisify(execFile);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Which route of bench/cases.ts to profile (a regex of its name); the small read by default. */
const PROFILED = new RegExp(process.env.BENCH_PROFILE ?? 'child/:id$');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the server a function belongs to, by where its code lives (first match wins). */
const PARTS: [string, RegExp][] = [
  ['logging (pino)', /node_modules\/(pino|sonic-boom|fast-redact|pino-std-serializers|thread-stream)\//],
  ['security headers (helmet)', /node_modules\/helmet\//],
  ['compression', /node_modules\/(@fastify\/compress|minipass|pumpify|peek-stream)\/|node:zlib|internal\/zlib/],
  ['token check (jwt)', /node_modules\/(@fastify\/jwt|fast-jwt|asn1\.js|ecdsa-sig-formatter|mnemonist)\//],
  ['serialization', /node_modules\/(fast-json-stringify|zod|fastify-type-provider-zod)\/|response-serializer/],
  ['database (kysely, SQLite/pg)', /node_modules\/(kysely|better-sqlite3|pg|pg-pool|pg-protocol)\/|apps\/server\/src\/db\//],
  ['rate limit', /node_modules\/@fastify\/rate-limit\//],
  ['Fastify (routing, hooks, reply)', /node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify\/[a-z-]+)\//],
  ['our route and services', /apps\/server\/src\//],
  ['Node HTTP and sockets', /^node:|internal\//],
];

const LOGGING = PARTS[0]!;

function sharesByPart(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  // Built-in and native functions (JSON.parse, SQLite's statements, a socket's write) have no file of their
  // own: their time belongs to the part that called them.
  const urlOf = (node: ProfileNode): string => {
    for (let current: ProfileNode | undefined = node; current; current = parentOf.get(current.id)) {
      if (current.callFrame.url) return current.callFrame.url;
    }
    return '';
  };
  // Node's file writes below the logger are the logger's (its lines go out through fs.write).
  const partOf = (node: ProfileNode, url: string) => {
    for (let current: ProfileNode | undefined = node; current; current = parentOf.get(current.id)) {
      if (LOGGING[1].test(current.callFrame.url)) return LOGGING[0];
    }
    return PARTS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other';
  };
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const totals = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    const node = byId.get(id)!;
    const { functionName } = node.callFrame;
    const url = urlOf(node);
    // Idle time, V8's own bookkeeping, the profiler's messages and starting the load generator are not the server's work.
    if (functionName === '(idle)' || functionName === '(program)' || /^node:(inspector|internal\/child_process)/.test(url)) continue;
    const part = functionName === '(garbage collector)' ? 'garbage collection' : partOf(node, url);
    totals.set(part, (totals.get(part) ?? 0) + micros);
    busy += micros;
  }
  if (process.env.PROFILE_TOP) {
    const top = [...selfMicros].map(([id, micros]) => ({ fn: byId.get(id)!.callFrame.functionName, url: urlOf(byId.get(id)!).replace(/^.*node_modules\//, '').slice(0, 70), ms: Math.round(micros / 1000) }));
    console.table(top.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.PROFILE_TOP)));
  }
  return { busyMs: busy / 1000, parts: [...totals].sort((a, b) => b[1] - a[1]).map(([part, micros]) => ({ part, share: `${((micros / busy) * 100).toFixed(1)} %`, ms: Math.round(micros / 1000) })) };
}

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** Runs autocannon in a process of its own, so its work stays out of this process's profile. */
async function loadFromOtherProcess(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await run(process.execPath, [cli, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), ...headerArgs, url], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as LoadResult;
}

async function main() {
  const database = await benchDatabase('profile');
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    databaseSchema: database.databaseSchema,
    publicUrl: 'http://localhost:3000',
    jwtSecret: randomBytes(32).toString('hex'),
    timezone: 'Europe/Sarajevo',
    loginRateLimitMax: 1_000_000,
    // As deployed (LOG_LEVEL=info, written as standard output drains), into nowhere: the cost of logging is
    // part of what is measured.
    logLevel: 'info',
    logStream: pino.destination({ dest: '/dev/null', sync: false }),
    webDistDir: undefined,
  });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const benchCase = benchCases(await seed(app.server, app.db)).find((candidate) => PROFILED.test(candidate.name));
  if (!benchCase || benchCase.method !== 'GET') throw new Error(`BENCH_PROFILE=${PROFILED.source} names no GET route of bench/cases.ts`);
  const url = `${address}${benchCase.path}`;
  const headers = { 'accept-encoding': 'gzip', ...benchCase.headers };

  // A short warm-up, so the profile shows the steady state rather than the first compilations.
  await loadFromOtherProcess(url, headers, 2);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const result = await loadFromOtherProcess(url, headers, SECONDS);
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  session.disconnect();
  await app.server.close();
  await database.remove();

  const { busyMs, parts } = sharesByPart(profile);
  console.log(`${database.label}: ${benchCase.name}, ${CONNECTIONS} connections, ${SECONDS} s: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} not 2xx`);
  const requests = result.requests.average * SECONDS;
  console.log(`server busy ${Math.round(busyMs)} ms, ${((busyMs * 1000) / requests).toFixed(0)} µs of CPU per request; by part:`);
  console.table(parts);
}

await main();
