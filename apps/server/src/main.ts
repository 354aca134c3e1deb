import { buildApp } from './app.ts';
import { loadConfig, loadDotEnv } from './config.ts';
import { today } from './platform/clock.ts';
import { runtimeWarning } from './platform/runtime-support.ts';

loadDotEnv();
const config = loadConfig();
const { server } = await buildApp(config);
const runtimeNotice = runtimeWarning(process.version, today(config.timezone));
if (runtimeNotice) server.log.warn(runtimeNotice);

let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal does not wait for the connections; exiting still writes the log's last lines.
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    server.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

// New connections wait in the kernel's queue until the server takes them. Node's default of 511 overflows
// when every open screen reconnects its live streams at once (after an instance died) while the server is
// busy: the rest are dropped, and a proxy gives up on them (502/504). The kernel caps this at
// net.core.somaxconn (4096 since Linux 5.4).
const LISTEN_BACKLOG = 4096;

await server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
server.log.info(`Plan dan: ${config.publicUrl}/plan-dan/`);
