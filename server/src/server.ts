import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig } from './config';
import { readyReport, startLines } from './supervision/readyReport';

const config = loadConfig();
const app = await buildApp(config);

// An error nothing caught leaves the process in a state no one knows: it is logged, and the
// process ends non-zero for its supervisor (`pnpm start`, an orchestrator) to start a fresh one.
// Node passes an unhandled rejection here too (origin 'unhandledRejection').
process.on('uncaughtException', (error, origin) => {
  app.log.fatal({ err: error, origin }, 'uncaught error: exiting');
  process.exit(1);
});

/**
 * How long a close may take before the process ends anyway: a connection or a task that never
 * ends must not hold a deploy (the database alone waits up to 10 s for handlers still running).
 */
const CLOSE_DEADLINE_MS = 25_000;

let closing = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  setTimeout(() => {
    app.log.error(`still closing after ${CLOSE_DEADLINE_MS / 1000} s: exiting`);
    process.exit(1);
  }, CLOSE_DEADLINE_MS).unref();
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

// Where to open the product, told once by the supervisor (`pnpm start`), or here when run alone.
const report = await readyReport(app, config);
if (cluster.isWorker) process.send?.(report);
else for (const line of startLines(report, process.env)) app.log.info(line);
