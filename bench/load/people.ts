// A simulated person: a loop of weighted actions with think time, and the live-event streams their app
// keeps open.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { networkStatus, type Recorder } from './recorder.ts';
import { thinkTime } from './settings.ts';

export type Action = { weight: number; possible?: () => boolean; run: () => Promise<void> };

function choose(actions: Action[]): Action {
  const possible = actions.filter((action) => action.possible?.() ?? true);
  let ticket = Math.random() * possible.reduce((sum, action) => sum + action.weight, 0);
  for (const action of possible) {
    ticket -= action.weight;
    if (ticket < 0) return action;
  }
  return possible.at(-1)!;
}

/** Actions with think time before each, from the moment the app opens until the deadline. */
export async function personLoop(actions: Action[], opensAfter: number, deadline: number) {
  await sleep(opensAfter);
  for (;;) {
    await sleep(thinkTime());
    if (performance.now() >= deadline) return;
    await choose(actions).run();
  }
}

/**
 * A live-event stream as the apps keep it: open for the whole run, reopened a second after it drops.
 * Counted under `kind`: the time until its answer's headers, and 'dropped' for each end before the run's.
 */
export async function holdStream(origin: string, recorder: Recorder, kind: string, url: string, token: string, opensAfter: number, stopping: AbortSignal) {
  await sleep(opensAfter);
  while (!stopping.aborted) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: stopping });
      recorder.record(kind, String(response.status), performance.now() - started);
      if (response.status === 200 && response.body) {
        const decoder = new TextDecoder();
        for await (const chunk of response.body) recorder.events += decoder.decode(chunk, { stream: true }).match(/^event: /gm)?.length ?? 0;
        if (!stopping.aborted) recorder.record(kind, 'dropped');
      } else await response.body?.cancel();
    } catch (error) {
      if (stopping.aborted) return;
      recorder.record(kind, networkStatus(error), performance.now() - started);
    }
    await sleep(1000);
  }
}
