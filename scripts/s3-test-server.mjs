// A real S3-compatible server for tests: OpenStack Swift with its s3api, from Debian's python3-swift,
// laid out and started by deploy/s3-swift/ in a temporary folder on free ports of the loopback.
// Installs python3-swift (apt-get) when it is missing and this process runs as root, as
// find-chromium.mjs does for Chromium; otherwise the error says what to run.
// Alone: `node scripts/s3-test-server.mjs` starts one (on S3_PORT when set), creates the bucket
// S3_BUCKET (plan-dan by default), prints the S3_* settings for the server and runs until stopped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findOnPath } from './find-chromium.mjs';

const KIT = fileURLToPath(new URL('../deploy/s3-swift/', import.meta.url));
/** The kit runs Swift with Debian's Python, which python3-swift installs into. */
export const PYTHON = '/usr/bin/python3';

export const NOT_INSTALLED_MESSAGE =
  'The S3 tests need a real S3 server: OpenStack Swift from Debian (`sudo apt-get install -y --no-install-recommends python3-swift`). ' +
  'Install it and run the tests again.';

/** The credentials deploy/s3-swift/setup.sh gives its one account. */
export const SWIFT_CREDENTIALS = { region: 'us-east-1', accessKeyId: 'test:tester', secretAccessKey: 'testing' };

/** True when Debian's Python can import Swift. */
export function swiftInstalled(python = PYTHON) {
  return spawnSync(python, ['-c', 'import swift.common.wsgi'], { stdio: 'ignore' }).status === 0;
}

// apt-get's progress would bury the test output; it is shown only when apt-get fails.
function runQuietly(command, args, env) {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  if (result.status === 0) return true;
  process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`);
  return false;
}

/**
 * { ok: true } when Swift can run, installing python3-swift first when it is missing and this
 * process runs as root with apt-get; otherwise { error } with one line saying what to do.
 */
export function ensureSwift({ env = process.env, uid = process.getuid?.(), log = console.log, installed = swiftInstalled } = {}) {
  if (installed()) return { ok: true };
  const aptGet = findOnPath('apt-get', env);
  if (uid !== 0 || !aptGet) return { error: NOT_INSTALLED_MESSAGE };
  log('Swift not found: installing Debian\'s python3-swift (apt-get update && apt-get install -y python3-swift) …');
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!runQuietly(aptGet, ['update', '-qq'], aptEnv) || !runQuietly(aptGet, ['install', '-y', '-qq', '--no-install-recommends', 'python3-swift'], aptEnv)) {
    return { error: `Installing python3-swift with apt-get failed (output above). ${NOT_INSTALLED_MESSAGE}` };
  }
  if (!installed()) return { error: `apt-get installed python3-swift, but Python cannot import it. ${NOT_INSTALLED_MESSAGE}` };
  log('python3-swift installed');
  return { ok: true };
}

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A port whose +10, +11 and +12 are free too: the kit's S3 endpoint and its three backend servers. */
export async function freeSwiftPort() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    const all = await Promise.all([0, 10, 11, 12].map((offset) => portIsFree(port + offset)));
    if (all.every(Boolean)) return port;
  }
  throw new Error('no four free ports found for Swift');
}

/** Runs one of the kit's scripts, with its output kept for the error message. */
function runKit(script, root, port, timeoutSeconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(KIT, script), [root], {
      env: { ...process.env, S3_PORT: String(port), S3_START_TIMEOUT: String(timeoutSeconds) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`deploy/s3-swift/${script} failed: ${output.trim()}`))));
  });
}

/**
 * Lays out and starts a Swift in a fresh temporary folder. Answers at once with its settings and
 * `ready`, which settles when it answers (or fails to); `stop()` ends its processes and removes the folder.
 */
export async function launchS3TestServer({ port, startTimeoutSeconds = 120, log = console.log } = {}) {
  const ensured = ensureSwift({ log });
  if (ensured.error) throw new Error(ensured.error);
  const chosenPort = port ?? (await freeSwiftPort());
  const root = mkdtempSync(path.join(tmpdir(), 'plan-dan-swift-'));
  await runKit('setup.sh', root, chosenPort, startTimeoutSeconds);
  const ready = runKit('start.sh', root, chosenPort, startTimeoutSeconds);
  // Failing later is reported by whoever awaits `ready`; no unhandled rejection meanwhile.
  ready.catch(() => undefined);
  return {
    endpoint: `http://127.0.0.1:${chosenPort}`,
    ...SWIFT_CREDENTIALS,
    root,
    ready,
    async stop() {
      await ready.catch(() => undefined);
      spawnSync(path.join(KIT, 'stop.sh'), [root], { stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = process.env.S3_PORT ? Number(process.env.S3_PORT) : undefined;
  try {
    const server = await launchS3TestServer({ port, log: (line) => console.error(line) });
    await server.ready;
    const bucket = process.env.S3_BUCKET || 'plan-dan';
    const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
    const { region, accessKeyId, secretAccessKey } = server;
    const client = new S3Client({
      endpoint: server.endpoint,
      region,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId, secretAccessKey },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
    console.log(
      [`STORAGE=s3`, `S3_ENDPOINT=${server.endpoint}`, `S3_BUCKET=${bucket}`, `S3_REGION=${region}`, `S3_ACCESS_KEY_ID=${accessKeyId}`, `S3_SECRET_ACCESS_KEY=${secretAccessKey}`].join('\n'),
    );
    console.error(`Swift runs in ${server.root}; Ctrl+C stops it.`);
    const stop = () => void server.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
