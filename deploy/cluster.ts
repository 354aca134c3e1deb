// The product as several instances behind nginx, on one machine: for the tests and the bench, and as a
// worked example of deploy/nginx.conf. Run alone it starts the set-up and keeps it up until Ctrl-C:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx deploy/cluster.ts
//
// Variables: CLUSTER_PORT (nginx, 3300), CLUSTER_INSTANCES (2); the instances get every other variable of
// this process (LOGIN_RATE_LIMIT_MAX, LOG_LEVEL, …). Files go to a bucket of a Swift (a real S3 server from
// Debian's python3-swift, deploy/s3-swift/) started beside them; each instance has a data folder of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import webpush from 'web-push';
import { launchS3TestServer, type S3TestServer } from '../scripts/s3-test-server.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const NGINX = '/usr/sbin/nginx';

export interface ClusterOptions {
  /** Where nginx listens (a free port when not given); the instances take free ports. */
  port?: number;
  instances?: number;
  /** A PostgreSQL server: the cluster makes its own database there and drops it when it stops. */
  databaseUrl: string;
  /** Extra variables for every instance. */
  env?: Record<string, string>;
}

const BUCKET = 'plan-dan';

export interface ClusterInstance {
  port: number;
  origin: string;
  /** Ends the process: SIGKILL is a crash (nothing is flushed, nothing is closed). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
  running(): boolean;
  /** The process id while it runs (to stop and continue it: an instance too busy to answer for a while). */
  pid(): number | undefined;
}

export interface Cluster {
  /** nginx's address, e.g. http://localhost:3300 (the apps are under /plan-dan/). */
  origin: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** Every request nginx passed on, with the instance that answered it. */
  accessLog(): { method: string; uri: string; status: number; upstream: string }[];
  /** The instances' logs and nginx's error log (they go when the cluster stops). */
  logFiles(): string[];
  stop(): Promise<void>;
}

/** nginx from Debian: found, or installed when this runs as root with apt-get (as CI does); otherwise a clear error. */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    if (install() || (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' }).status === 0 && install())) {
      if (existsSync(NGINX)) return NGINX;
    }
  }
  throw new Error('nginx is needed for the several-instance set-up: run `apt-get install -y --no-install-recommends nginx-light` as root');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = ensureNginx();
  const count = options.instances ?? 2;
  const folder = mkdtempSync(path.join(tmpdir(), 'plan-dan-cluster-'));
  const databaseName = `plan_dan_cluster_${randomBytes(4).toString('hex')}`;
  await onServer(options.databaseUrl, `create database ${databaseName}`);
  const databaseUrl = withDatabase(options.databaseUrl, databaseName);
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  let s3: S3TestServer | undefined;
  try {
    s3 = await launchS3TestServer({ log: () => undefined });
    await s3.ready;
    await createBucket(s3);
  } catch (error) {
    await s3?.stop();
    await onServer(options.databaseUrl, `drop database if exists ${databaseName} with (force)`);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  // What the instances must share, given to each, since no instance keeps anything the others need.
  const vapid = webpush.generateVAPIDKeys();
  const sharedEnv: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUBLIC_URL: origin,
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    // Only nginx reaches the instances (they listen on loopback), so its X-Forwarded-For is the client's.
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    ...options.env,
  };

  const instancePorts = [];
  for (let index = 0; index < count; index += 1) instancePorts.push(await freePort());
  const instances = instancePorts.map((instancePort, index) => instance(index, instancePort));
  function instance(index: number, port: number): ClusterInstance {
    // Nothing in it is shared: files are in S3, secrets come from the shared variables.
    const dataDir = path.join(folder, `data-${index + 1}`);
    mkdirSync(dataDir, { recursive: true });
    let child: ChildProcess | undefined;
    let exited: Promise<unknown> = Promise.resolve();
    const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
    return {
      port,
      origin: `http://127.0.0.1:${port}`,
      running,
      pid: () => (running() ? child!.pid : undefined),
      async start() {
        if (running()) return;
        const log = openSync(path.join(folder, `instance-${index + 1}.log`), 'a');
        const { DATABASE_URL: _ignored, ...inherited } = process.env;
        child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
          cwd: REPO_ROOT,
          env: { ...inherited, ...sharedEnv, PORT: String(port), DATA_DIR: dataDir },
          stdio: ['ignore', log, log],
        });
        closeSync(log);
        exited = once(child, 'exit');
        await waitUntilReady(`http://127.0.0.1:${port}/readyz`, () => !running(), `instance ${index + 1} (log: ${folder})`);
      },
      async kill(signal = 'SIGKILL') {
        if (!running()) return;
        child!.kill(signal);
        await exited;
      },
    };
  }

  let proxy: ChildProcess | undefined;
  const stop = async () => {
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      const exited = once(proxy, 'exit');
      proxy.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(instances.map((item) => item.kill('SIGTERM')));
    await s3?.stop();
    await onServer(options.databaseUrl, `drop database if exists ${databaseName} with (force)`);
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    // Several instances start at once, as after a deployment: migrations must run once.
    await Promise.all(instances.map((item) => item.start()));
    proxy = startNginx(nginx, folder, port, instances);
    const started = proxy;
    await waitUntilReady(`${origin}/readyz`, () => started.exitCode !== null, `nginx (see ${folder}/nginx-error.log)`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    origin,
    instances,
    databaseUrl,
    accessLog() {
      const file = path.join(folder, 'nginx-access.log');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          // nginx lists every instance it tried, the one that answered last: "127.0.0.1:3301, 127.0.0.1:3302".
          const [method = '', uri = '', status = '0', ...tried] = line.split(' ');
          return { method, uri, status: Number(status), upstream: tried.at(-1) ?? '' };
        });
    },
    logFiles() {
      return [...instances.map((_, index) => path.join(folder, `instance-${index + 1}.log`)), path.join(folder, 'nginx-error.log')];
    },
    stop,
  };
}

/** nginx in the foreground with deploy/nginx.conf filled in, its files and temp folders in `folder`. */
function startNginx(nginx: string, folder: string, port: number, instances: ClusterInstance[]) {
  const upstreams = instances.map((item) => `server 127.0.0.1:${item.port} max_fails=1 fail_timeout=2s;`).join('\n    ');
  const site = readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('{{LISTEN}}', `${port}`)
    .replaceAll('{{UPSTREAMS}}', upstreams);
  // nginx's workers run as another user when started as root: they must reach their temp folders.
  chmodSync(folder, 0o755);
  mkdirSync(path.join(folder, 'nginx-temp'), { recursive: true, mode: 0o777 });
  chmodSync(path.join(folder, 'nginx-temp'), 0o777);
  writeFileSync(path.join(folder, 'site.conf'), site);
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/nginx-error.log warn;
events { worker_connections 16384; }
http {
    log_format upstream '$request_method $uri $status $upstream_addr';
    access_log ${folder}/nginx-access.log upstream;
    client_body_temp_path ${folder}/nginx-temp/body;
    proxy_temp_path ${folder}/nginx-temp/proxy;
    fastcgi_temp_path ${folder}/nginx-temp/fastcgi;
    uwsgi_temp_path ${folder}/nginx-temp/uwsgi;
    scgi_temp_path ${folder}/nginx-temp/scgi;
    include ${folder}/site.conf;
}
`,
  );
  return spawn(nginx, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], { stdio: 'ignore' });
}

async function createBucket(server: S3TestServer) {
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A Swift just started may still answer 503 for a moment: retried with growing pauses.
    maxAttempts: 8,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  } finally {
    client.destroy();
  }
}

/** A port nothing listens on now (the kernel's choice). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function waitUntilReady(url: string, gaveUp: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (gaveUp() || Date.now() > deadline) throw new Error(`did not start: ${what}`);
    await sleep(100);
  }
}

function withDatabase(databaseUrl: string, database: string) {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// Run alone: start, print the address, stop on Ctrl-C or SIGTERM (Playwright's webServer ends it so).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('deploy/cluster.ts needs DATABASE_URL: a PostgreSQL server the instances share');
    process.exit(2);
  }
  const cluster = await startCluster({
    port: Number(process.env.CLUSTER_PORT ?? 3300),
    instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
    databaseUrl,
  });
  console.log(`Plan dan on ${cluster.instances.length} instances behind nginx: ${cluster.origin}/plan-dan/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      cluster.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
