// One run: the cluster started on a fresh database (deploy/cluster.ts), seeded, every person and stream
// running until the deadline, and what the run cost the machine.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { startCluster, type Cluster } from '../../deploy/cluster.ts';
import { Client } from './client.ts';
import { managerActions } from './managers.ts';
import { holdStream, personLoop } from './people.ts';
import { phoneActions } from './phones.ts';
import { Recorder } from './recorder.ts';
import { seed } from './seed.ts';
import { RAMP_UP_MS, SECONDS } from './settings.ts';

/**
 * What the instances get besides deploy/cluster.ts's own settings. Every simulated person comes from
 * 127.0.0.1, and the failed-login limit counts logins still being checked per client address, so the
 * parallel seeding (100 registrations, 100 logins, 400 QR exchanges) would be refused at the default 10.
 * The chat send limit stays at its default (30 a minute): it counts per sender, and a person here sends
 * a few a minute. Logs at warn: every error still lands there.
 */
const CLUSTER_ENV = { LOGIN_RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' };

export interface RunResult {
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

export async function loadRun(databaseUrl: string, instances: number, photo: Buffer, material: Buffer): Promise<RunResult> {
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
