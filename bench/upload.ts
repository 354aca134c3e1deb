// A large upload through the real tus route against a bare Node sink on the same machine: the
// throughput ratio, and how much the process's memory grows while it runs (nothing may be held whole).
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MIB = 1024 * 1024;

/** `size` bytes, a ZIP to the server's content check, made of one reused random block (no buffer of the whole). */
function body(size: number): Readable {
  const block = randomBytes(MIB);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(block);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const length = Math.min(block.length, size - sent);
      sent += length;
      this.push(length === block.length ? block : block.subarray(0, length));
    },
  });
}

/** Sends the body and answers the seconds it took and the status; samples the process's memory meanwhile. */
function send(url: string, method: string, headers: Record<string, string>, size: number) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const started = process.hrtime.bigint();
  return new Promise<{ seconds: number; status: number; rssGrowthMiB: number }>((resolve, reject) => {
    const outgoing = request(url, { method, headers: { ...headers, 'content-length': String(size) } }, (response) => {
      response.resume();
      response.on('end', () => {
        clearInterval(sampler);
        resolve({
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
          status: response.statusCode ?? 0,
          rssGrowthMiB: (rssPeak - rssBefore) / MIB,
        });
      });
    });
    outgoing.on('error', reject);
    body(size).pipe(outgoing);
  });
}

/** A bare Node server that reads the bytes and, with `file`, writes them there: the machine's ceilings. */
async function bareSink(size: number, file?: string) {
  const sink = createServer((incoming, outgoing) => {
    const done = () => outgoing.writeHead(204).end();
    if (file) pipeline(incoming, createWriteStream(file)).then(done, () => outgoing.writeHead(500).end());
    else incoming.resume().on('end', done);
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const address = sink.address();
  const result = await send(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, 'PATCH', {}, size);
  sink.close();
  if (file) rmSync(file, { force: true });
  return result;
}

/** Issue 11's goals: at least 70 % of a bare sink that stores the bytes, and memory growth under 64 MB. */
const GOAL_RATIO = 0.7;
const GOAL_RSS_GROWTH_MIB = 64_000_000 / MIB;

export async function benchUpload(origin: string, token: string, size: number, scratchDir: string) {
  // The real upload first, so its memory growth is measured from a process no sink has grown yet.

  const created = await fetch(`${origin}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `title ${Buffer.from('Mjerenje').toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`creating the upload answered ${created.status}: ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, origin).href;
  const real = await send(
    location,
    'PATCH',
    { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    size,
  );
  if (real.status !== 204) throw new Error(`the upload answered ${real.status}`);
  const storing = await bareSink(size, path.join(scratchDir, 'bare-sink.bin'));
  const discarding = await bareSink(size);

  const throughput = (seconds: number) => size / MIB / seconds;
  const row = (target: string, result: { seconds: number; rssGrowthMiB: number }) => ({
    target,
    'MiB/s': throughput(result.seconds).toFixed(0),
    'RSS growth MiB': result.rssGrowthMiB.toFixed(1),
    'ratio of tus': `${((throughput(real.seconds) / throughput(result.seconds)) * 100).toFixed(1)}%`,
  });
  console.log(`\nUpload of ${(size / MIB).toFixed(0)} MiB in one request:`);
  console.table([
    { ...row('PATCH /api/v1/uploads (tus, checked and stored)', real), 'ratio of tus': '' },
    row('bare Node sink writing the bytes to a file', storing),
    row('bare Node sink reading the bytes only', discarding),
  ]);
  const ratio = storing.seconds / real.seconds;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(`Goal ≥ ${GOAL_RATIO * 100} % of the storing sink: ${(ratio * 100).toFixed(1)} %, ${verdict(ratio >= GOAL_RATIO)}.`);
  console.log(`Goal < ${GOAL_RSS_GROWTH_MIB.toFixed(0)} MiB memory growth: ${real.rssGrowthMiB.toFixed(1)} MiB, ${verdict(real.rssGrowthMiB < GOAL_RSS_GROWTH_MIB)}.`);
}
