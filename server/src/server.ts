import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

// An error nothing caught leaves the process in a state no one knows: it is logged, and the
// process ends non-zero for its supervisor (`pnpm start`, an orchestrator) to start a fresh one.
// Node passes an unhandled rejection here too (origin 'unhandledRejection').
process.on('uncaughtException', (error, origin) => {
  app.log.fatal({ err: error, origin }, 'uncaught error: exiting');
  process.exit(1);
});

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
