import { buildApp } from './app.ts';
import { loadConfig, loadDotEnv } from './config.ts';

loadDotEnv();
const config = loadConfig();
const { server } = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await server.listen({ port: config.port, host: config.host });
server.log.info(`Plan dan: ${config.publicUrl}/plan-dan/`);
