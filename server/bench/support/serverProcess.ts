import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  process: ChildProcess;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A server in a child process on 127.0.0.1 (by default the real `src/server.ts`; a script path
 * relative to server/ otherwise); resolves once its /healthz answers. It shares Redis only when
 * `env` names REDIS_URL: one inherited from the bench's own environment would put a "one process"
 * figure through the Redis adapter and limits. The vision models, which load as a server starts
 * and take a core meanwhile, stay off unless `env` names VISION: a bench that sends pictures asks
 * for them. `cpus` (a taskset list such as "0"): the process and all its threads run on those
 * cores alone.
 */
export async function startServer(
  env: Record<string, string>,
  script = 'src/server.ts',
  { cpus }: { cpus?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: each server process writes a V8 CPU profile there when it stops.
  const profiling = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const command = [process.execPath, ...profiling, '--import', 'tsx', script];
  // taskset execs node in place: the child's pid is the server's.
  const [file = '', ...args] = cpus ? ['taskset', '--cpu-list', cpus, ...command] : command;
  const child = spawn(file, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      REDIS_URL: '',
      VISION: 'off',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SERVE_WEB: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start within 60 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Raises a process's scheduling priority (nice -10; by default this one's, which the servers it
 * starts then inherit), ahead of the machine's other work; answers whether it could (root).
 */
export function raisePriority(pid?: number): boolean {
  try {
    os.setPriority(pid ?? 0, -10);
    return true;
  } catch {
    return false;
  }
}

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system, seconds) these processes have used so far, from /proc (Linux);
 * undefined elsewhere or once one has exited.
 */
export function cpuSecondsOf(processes: readonly ChildProcess[]): number | undefined {
  let ticks = 0;
  for (const child of processes) {
    try {
      // The fields after the command's name (which may hold spaces): utime and stime are the
      // 14th and 15th of the line, the 12th and 13th after it.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return undefined;
    }
  }
  return ticks / TICKS_PER_SECOND;
}
