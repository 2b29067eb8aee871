// `pnpm start`: builds what is not built, then serves the whole product: the supervisor
// (server/src/supervisor.ts) runs WEB_CONCURRENCY server processes (default 1) and starts a
// crashed one again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleApps, root } from './lib/frontend-build.mjs';

buildStaleApps();

// node itself (not pnpm, nor tsx's command, which add processes) so that signals reach the
// supervisor, which passes them on and lets each server close gracefully.
const serverDir = path.join(root, 'server');
const supervisor = spawn(process.execPath, ['--import', 'tsx', 'src/supervisor.ts'], {
  cwd: serverDir,
  stdio: 'inherit',
  // Without SMTP the embedded default keeps sent mail in the outbox (GET /api/dev/mail), so a
  // newcomer can read the sign-up code; the server answers it to this machine only, and a real
  // deployment sets SMTP_URL.
  env: {
    NODE_ENV: 'production',
    ...(process.env.SMTP_URL ? {} : { DEV_OUTBOX: 'true' }),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => supervisor.kill(signal));
}
supervisor.on('exit', (code) => process.exit(code ?? 1));
