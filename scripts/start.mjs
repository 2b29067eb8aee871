// `pnpm start`: builds what is not built, then serves the whole product from one process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleApps, root } from './lib/frontend-build.mjs';

buildStaleApps();

// tsx directly (not through pnpm) so that signals reach the server and it closes gracefully.
const serverDir = path.join(root, 'server');
const server = spawn(path.join(serverDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
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
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
