// Typechecks every TypeScript project of the repository, as many at once as the machine has CPUs: each
// tsc is one thread, and one after another they took most of a minute. Each project's errors are printed
// together once it ends; the exit code is 1 when any project has errors.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
// The workspaces with a typecheck script (each is `tsc --noEmit`), then the browser tests and the benchmarks.
const workspaces = readJson('package.json').workspaces.filter((folder) => readJson(`${folder}/package.json`).scripts?.typecheck);
const projects = [...workspaces, 'e2e', 'bench'];
const tsc = 'node_modules/typescript/bin/tsc';

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ project, ok: false, output: String(error) }));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const waiting = [...projects];
const results = [];
async function worker() {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    const result = await check(project);
    process.stdout.write(`${result.ok ? 'ok' : 'FAILED'}: tsc -p ${project}\n${result.output}`);
    results.push(result);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));
process.exit(results.every((result) => result.ok) ? 0 : 1);
