// The Zadaci first load just after a change, as a manager's screen does it when the phone ticks a step:
// the phone ticks (or unticks) a step over HTTP, then the list is asked for and timed. The ticks are not
// timed. With the tasks' kept answers only the changed task is read and written anew; with
// 'Cache-Control: no-cache' everything is, as before those answers were kept. The screens run in a worker
// thread, as autocannon does, so that they do not share the server's event loop.
import { Agent, request } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export interface AfterChangeFigures {
  route: string;
  loads: number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** One request on a kept-alive connection (fetch costs the client a millisecond and more of its own); throws unless 2xx. */
function send(agent: Agent, url: string, options: { method: string; headers: Record<string, string>; body?: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { ...options, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`${options.method} ${url} answered ${status}: ${Buffer.concat(chunks).toString()}`));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

interface Screens {
  address: string;
  context: { zadaciPath: string; managerAuth: Record<string, string>; phoneAuth: Record<string, string>; steps: number[] };
  loops: number;
  seconds: number;
  anew: boolean;
}

/**
 * `loops` screens at once, each its own step: tick, then load the list; for `seconds`. Every load follows a
 * change, so the list's kept answer is never the one asked for.
 */
async function measure({ address, context: { zadaciPath, managerAuth, phoneAuth, steps }, loops, seconds, anew }: Screens): Promise<number[]> {
  const headers = anew ? { ...managerAuth, 'cache-control': 'no-cache' } : managerAuth;
  const end = performance.now() + seconds * 1000;
  const timings: number[] = [];
  await Promise.all(
    steps.slice(0, loops).map(async (step) => {
      // The phone's connection and the screen's.
      const phone = new Agent({ keepAlive: true, maxSockets: 1 });
      const screen = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let done = true; performance.now() < end; done = !done) {
        const body = JSON.stringify({ done });
        await send(phone, `${address}/api/v1/task/sub/done/${step}`, { method: 'PUT', headers: { ...phoneAuth, 'content-type': 'application/json' }, body });
        const started = performance.now();
        await send(screen, `${address}${zadaciPath}`, { method: 'GET', headers });
        timings.push(performance.now() - started);
      }
      phone.destroy();
      screen.destroy();
    }),
  );
  return timings.sort((a, b) => a - b);
}

if (!isMainThread && (workerData as { afterChange?: Screens } | undefined)?.afterChange) {
  parentPort!.postMessage(await measure((workerData as { afterChange: Screens }).afterChange));
}

const inWorker = (screens: Screens) =>
  new Promise<number[]>((resolve, reject) => {
    // A worker does not get the parent's TypeScript loader: it loads this file through tsx's API.
    const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`, {
      eval: true,
      workerData: { afterChange: screens },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

export async function benchAfterChange(address: string, context: Screens['context'], seconds: number): Promise<AfterChangeFigures[]> {
  const rows: AfterChangeFigures[] = [];
  for (const loops of [1, 10]) {
    for (const anew of [false, true]) {
      const timings = await inWorker({ address, context, loops, seconds, anew });
      rows.push({
        route: `Zadaci first load after a step ticked, ${loops} ${loops === 1 ? 'screen' : 'screens at once'}, ${anew ? 'everything written anew (no-cache)' : "tasks' answers kept"}`,
        loads: timings.length,
        'p50 ms': round(percentile(timings, 0.5)),
        'p99 ms': round(percentile(timings, 0.99)),
        'max ms': round(timings.at(-1)!),
      });
    }
  }
  return rows;
}
