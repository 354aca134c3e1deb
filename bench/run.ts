// Measures the real server's routes with autocannon on a seeded temporary database and,
// in the same run, a bare Fastify route that serves the same bytes from memory: the
// machine's ceiling. Prints requests per second, p50/p99 latency and the ratio.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { benchDatabase } from './bench-database.ts';
import { benchAfterChange } from './after-change.ts';
import { benchCases, seed, type BenchCase } from './cases.ts';
import { benchChat } from './chat.ts';
import { benchLoad } from './load.ts';
import { benchUpload } from './upload.ts';

/** BENCH_UPLOAD_MIB sets the upload's size (1 GiB by default). */
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * 1024 * 1024;

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * BENCH_ONLY=regex measures only the routes whose names match (and skips the upload and chat parts);
 * a regex that matches 'load' (BENCH_ONLY=load) runs only the load part (bench/load.ts).
 */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const ONLY_LOAD = ONLY?.test('load') === true;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, benchCase: BenchCase): Promise<Figures> {
  const result = await autocannon({
    url,
    method: benchCase.method,
    headers: { 'content-type': 'application/json', ...benchCase.headers },
    body: benchCase.body === undefined ? undefined : JSON.stringify(benchCase.body),
    connections: benchCase.connections ?? CONNECTIONS,
    duration: DURATION_SECONDS,
    workers: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A 304 (the unchanged-list case) is an answer, not an error.
    errors: result.errors + result['4xx'] + result['5xx'],
  };
}

async function benchRoutes() {
  const database = await benchDatabase('bench');
  const { dataDir, databaseUrl } = database;

  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseSchema: database.databaseSchema,
    publicUrl: 'http://localhost:3000',
    jwtSecret: randomBytes(32).toString('hex'),
    timezone: 'Europe/Sarajevo',
    loginRateLimitMax: 1_000_000,
    logLevel: 'silent',
    webDistDir: undefined,
  });
  const realAddress = await app.server.listen({ port: 0, host: '127.0.0.1' });

  const seedStart = Date.now();
  const context = await seed(app.server, app.db);
  console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  const cases = benchCases(context).filter((benchCase) => !ONLY || ONLY.test(benchCase.name));

  // The ceiling: the same bytes with the same status, from memory, with no work behind them.
  const bare = Fastify({ logger: false });
  const samples = new Map<string, { status: number; contentType: string; body: string }>();
  for (const benchCase of cases) {
    const sample = await app.server.inject({
      method: benchCase.method,
      url: benchCase.path,
      headers: benchCase.headers,
      payload: benchCase.body as object | undefined,
    });
    if (sample.statusCode >= 400) throw new Error(`${benchCase.name} answered ${sample.statusCode}: ${sample.body}`);
    samples.set(benchCase.name, {
      status: sample.statusCode,
      contentType: String(sample.headers['content-type'] ?? 'application/json'),
      body: sample.body,
    });
  }
  cases.forEach((benchCase, index) => {
    const sample = samples.get(benchCase.name)!;
    bare.route({
      method: benchCase.method,
      url: `/bare/${index}`,
      handler: (_request, reply) => reply.status(sample.status).type(sample.contentType).send(sample.body),
    });
  });
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(`Plan dan bench: ${database.label}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route\n`);
  const rows = [];
  for (const [index, benchCase] of cases.entries()) {
    const real = await measure(`${realAddress}${benchCase.path}`, benchCase);
    const ceiling = await measure(`${bareAddress}/bare/${index}`, benchCase);
    rows.push({
      route: benchCase.name,
      'KiB': Number((Buffer.byteLength(samples.get(benchCase.name)!.body) / 1024).toFixed(1)),
      'req/s': Math.round(real.requestsPerSecond),
      'p50 ms': real.p50,
      'p99 ms': real.p99,
      errors: real.errors,
      'bare req/s': Math.round(ceiling.requestsPerSecond),
      'bare p50 ms': ceiling.p50,
      'bare p99 ms': ceiling.p99,
      'ratio': `${((real.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`,
    });
  }
  console.table(rows);

  if (!ONLY || ONLY.test('Zadaci first load after a step ticked')) {
    const { zadaciPath, manager, phoneAuth, openSteps } = context;
    console.log('\nThe Zadaci first load just after the phone ticked a step (the ticks not timed):');
    console.table(await benchAfterChange(realAddress, { zadaciPath, managerAuth: manager.auth, phoneAuth, steps: openSteps }, DURATION_SECONDS));
  }

  if (!ONLY) await benchUpload(realAddress, String(context.manager.auth.authorization).replace('Bearer ', ''), UPLOAD_BYTES, dataDir);

  await bare.close();
  await app.server.close();
  await database.remove();

  if (!ONLY) await benchChat();
}

if (!ONLY_LOAD) await benchRoutes();
if (!ONLY || ONLY_LOAD) await benchLoad();
