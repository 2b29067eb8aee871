import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  try {
    // Ends sockets, waits for requests in flight, destroys the pool and stops PGlite.
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'could not close cleanly');
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shutDown(signal));
}

await app.listen({ port: config.port, host: config.host });
