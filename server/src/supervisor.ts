import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, logFormatOf } from './config';
import { logLineWriter } from './logOutput';
import { startLines } from './supervision/readyReport';
import { superviseWorkers, workerCount, type SupervisorLog } from './supervision/superviseWorkers';

// Lines in the server's own (pino's) format, so one log reader takes both. The format is read
// apart from the rest of the settings, which may be the error to report.
let lineOf = logLineWriter('json');
const LEVELS = { info: 30, error: 50 } as const;
const log: SupervisorLog = (level, message) => {
  process.stdout.write(
    lineOf({
      level: LEVELS[level],
      time: Date.now(),
      pid: process.pid,
      name: 'supervisor',
      msg: message,
    }),
  );
};

let workers: number;
let pretty: boolean;
try {
  lineOf = logLineWriter(logFormatOf(process.env));
  // A setting the server refuses would only fail again in each restart: refuse it once, here.
  pretty = loadConfig().logFormat === 'pretty';
  workers = workerCount(process.env);
} catch (error) {
  log('error', (error as Error).message);
  process.exit(1);
}
if (workers > 1) {
  log('info', `${workers} server processes share the port; socket.io rooms go through REDIS_URL`);
}

const supervisor = superviseWorkers({
  exec: path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts'),
  // A profiled supervisor (BENCH_CPU_PROF) profiles its server processes too.
  execArgv: [
    '--import',
    'tsx',
    ...process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')),
  ],
  workers,
  log,
  // For a person at a terminal, plain lines apart from the log; for a log reader, log entries.
  onFirstReady: (report) => {
    const lines = startLines(report, process.env);
    if (pretty) process.stdout.write(`\n${lines.join('\n')}\n\n`);
    else for (const line of lines) log('info', line);
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log('info', `${signal}: stopping the server processes`);
    void supervisor.stop(signal).then((code) => process.exit(code));
  });
}
