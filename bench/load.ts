// Load: simulated managers and phones, each a loop with think time doing what the apps do, against the
// product as several instances behind nginx on one PostgreSQL (deploy/cluster.ts), then the same on one
// instance. Prints per request kind the count, p50/p99 latency (until the whole answer is read) and every
// answer that was not 2xx/304, with the status or network error; exits non-zero when there was any.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_ONLY=load npm run bench
//
// BENCH_LOAD_USERS (500: a fifth managers, the rest their phones, four each), BENCH_LOAD_SECONDS (60),
// BENCH_LOAD_INSTANCES (2,1: one run per count, on a fresh database each).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPhoto } from './load/client.ts';
import { loadRun, type RunResult } from './load/cluster-run.ts';
import { printRun } from './load/report.ts';
import { INSTANCE_COUNTS, SECONDS, USERS } from './load/settings.ts';

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
