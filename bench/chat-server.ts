// The server the chat bench measures, in a process of its own so that its memory is its streams'
// alone. Takes its AppConfig as JSON in BENCH_APP_CONFIG and tells the parent its address.
import { buildApp } from '../apps/server/src/app.ts';

const app = await buildApp(JSON.parse(process.env.BENCH_APP_CONFIG!));
const origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
process.send!({ origin });
process.on('message', (message) => {
  if (message === 'close') void app.server.close().then(() => process.exit(0));
});
