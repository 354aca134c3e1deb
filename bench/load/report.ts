// The report of a run: per request kind the count, p50/p99 and the error statuses, then what it cost.
import { availableParallelism } from 'node:os';
import type { RunResult } from './cluster-run.ts';
import { isSuccess, percentile } from './recorder.ts';
import { MANAGERS, PHONES_PER_MANAGER } from './settings.ts';

export function printRun(result: RunResult) {
  const { recorder } = result;
  const rows = [...recorder.kinds]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, stats]) => {
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      const failures = [...stats.statuses].filter(([status]) => !isSuccess(status));
      return {
        kind,
        count: [...stats.statuses.values()].reduce((sum, count) => sum + count, 0),
        'of them 304': stats.statuses.get('304') ?? 0,
        'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
        'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
        errors: failures.reduce((sum, [, count]) => sum + count, 0),
        'error statuses': failures.map(([status, count]) => `${status} ×${count}`).join(', '),
      };
    });
  const requests = recorder.requests();
  console.log(
    `\nLoad on ${result.instances} instance(s) behind nginx, PostgreSQL: ${MANAGERS} managers + ${MANAGERS * PHONES_PER_MANAGER} phones, ` +
      `think time 1–3 s, ${result.seconds.toFixed(0)} s (seeded in ${result.seedSeconds.toFixed(0)} s)`,
  );
  console.table(rows);
  console.log(
    `  ${requests} requests, ${(requests / result.seconds).toFixed(0)} requests/s, ${recorder.errors()} errors; ` +
      `${recorder.events} live events received`,
  );
  console.log(
    `  CPU: the machine ${(result.cpuBusy * 100).toFixed(0)} % busy (everything on it, load average ${result.loadAverage.toFixed(1)} ` +
      `on ${availableParallelism()} cores); the instances used ` +
      `${result.instancesCpuSeconds.toFixed(0)} s (${((result.instancesCpuSeconds * 1000) / requests).toFixed(1)} ms a request), ` +
      `the load generator ${result.generatorCpuSeconds.toFixed(0)} s (event-loop delay p99 ${result.generatorDelayP99.toFixed(0)} ms)`,
  );
  if (result.logLines.length > 0) {
    console.log(`  ${result.logLines.length} warnings or errors in the instances' and nginx's logs, the first ones:`);
    for (const line of result.logLines.slice(0, 10)) console.log(`    ${line}`);
  }
}
