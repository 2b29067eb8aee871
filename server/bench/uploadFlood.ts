/**
 * A member's calls while one client floods the upload calls over its limits, on the product
 * server (`src/server.ts` in a process of its own, as `pnpm start` runs it): the attacker, a
 * member, has used up its photo and selfie attempts, and its address its sign-up uploads; it then
 * sends, over many connections at once, photos and selfies within the size limits (answered 429
 * from the headers) and 12 MB ones (413), signed in and anonymous. Prints another member's
 * `webprofile` p50/p99 quiet and during the flood, the server's CPU time per flood request, the
 * time to answer a 12 MB upload sent whole (413), and a third member's photo upload (1 MB, as the
 * apps send it) quiet and during the flood.
 *
 *   pnpm --filter @dating/server bench:upload-flood [--seconds 8] [--rounds 4] [--connections 24] [--shared-cores] [--json]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @dating/server bench:upload-flood
 *
 * What a member would feel is the server's own work, so the attacker's client must not run on the
 * server's core: on Linux with taskset and two cores or more, the server and the members measured
 * run on core 0 (the server's machine), the attacker on the others (another machine); the three
 * run at nice -10 when allowed (root), ahead of the machine's other work. `--shared-cores` puts
 * every process on every core, as before. Quiet and flood windows alternate (`--rounds`, the
 * `--seconds` of each phase split among them), so both meet the machine's other work alike; a
 * last window of the flood alone gives the server's CPU time per flood request (/proc), a figure
 * that moves little with the machine's load.
 *
 * Addresses travel in X-Forwarded-For (TRUST_PROXY=1). The vision models stay off: no flood call
 * reaches them. PGlite in a temporary folder by default; with DATABASE_URL, a fresh schema of that
 * database, dropped at the end. A benchmark, not a test: the figures move with the machine's load
 * (printed beside them).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const MB = 1024 * 1024;
const ATTACKER_ADDRESS = '203.0.113.66';
const ANONYMOUS_ADDRESS = '203.0.113.99';

interface FloodOrder {
  url: string;
  token: string;
}

/** One flood request: where, as whom, and how large a body. */
interface FloodKind {
  path: string;
  signedIn: boolean;
  bytes: number;
}

const FLOOD_KINDS: FloodKind[] = [
  { path: '/api/uploadimageweb', signedIn: true, bytes: 4 * MB },
  { path: '/api/uploadimageweb', signedIn: true, bytes: 12 * MB },
  { path: '/api/webverifyselfie', signedIn: true, bytes: Math.floor(2.9 * MB) },
  { path: '/api/webverifyselfie', signedIn: true, bytes: 12 * MB },
  { path: '/api/uploadimageweb', signedIn: false, bytes: 4 * MB },
  { path: '/api/uploadimageweb', signedIn: false, bytes: 12 * MB },
];

/**
 * A POST with a body of `bytes` (JSON-looking filler); answers the status and the time to it
 * (-1: the connection failed before an answer). The rest of the body is abandoned once answered.
 */
function post(
  url: string,
  pathname: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, ...headers },
    });
    request.on('response', (response) => {
      const ms = performance.now() - started;
      response.resume();
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, ms });
      });
    });
    request.on('error', () => resolve({ status: -1, ms: performance.now() - started }));
    request.end(body);
  });
}

/** What the measuring process tells the attacker; it answers each with its requests so far. */
type FloodCommand = { start: FloodOrder } | 'pause' | 'resume' | 'stop';

/**
 * The attacker: `connections` requests at a time, round the kinds, between `resume` and `pause`
 * (it starts flooding at once). Answers every command with its answers so far, by kind.
 */
function flood(connections: number): void {
  const bodies = new Map(
    FLOOD_KINDS.map(({ bytes }) => [bytes, Buffer.alloc(bytes, 0x61)] as const),
  );
  const counts = new Map<string, number>();
  const report = () => process.send?.([...counts].sort());
  let order: FloodOrder | null = null;
  let stopped = false;
  let resume: (() => void) | null = null;
  let paused: Promise<void> | null = null;
  let next = 0;
  const sender = async ({ url, token }: FloodOrder) => {
    while (!stopped) {
      if (paused) {
        await paused;
        continue;
      }
      const kind = FLOOD_KINDS[(next += 1) % FLOOD_KINDS.length] as FloodKind;
      const headers: Record<string, string> = kind.signedIn
        ? { authorization: `Bearer ${token}`, 'x-forwarded-for': ATTACKER_ADDRESS }
        : { 'x-forwarded-for': ANONYMOUS_ADDRESS };
      const { status } = await post(url, kind.path, headers, bodies.get(kind.bytes) as Buffer);
      const label = `${kind.signedIn ? 'member' : 'anonymous'} ${kind.path.slice(5)} ${kind.bytes >= 12 * MB ? '12' : (kind.bytes / MB).toFixed(1)} MB: ${status === -1 ? 'reset' : status}`;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
  };
  process.on('message', (command: FloodCommand) => {
    if (typeof command === 'object') {
      order = command.start;
      for (let connection = 0; connection < connections; connection += 1) {
        void sender(order);
      }
    } else if (command === 'pause') {
      paused ??= new Promise((resolve) => {
        resume = resolve;
      });
    } else {
      stopped = command === 'stop';
      paused = null;
      resume?.();
    }
    report();
  });
  process.send?.('ready');
}

const { values: options } = parseArgs({
  options: {
    attacker: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '24' },
    'shared-cores': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

if (options.attacker) {
  flood(Number(options.connections));
} else {
  await main();
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** A process's CPU time so far (user and system), in ms, from /proc; null elsewhere. */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Whether `taskset` can pin processes here (Linux with util-linux, two cores at least). */
function canPin(): boolean {
  if (os.platform() !== 'linux' || os.availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const sharp = (await import('sharp')).default;
  const { openDatabase } = await import('../src/db/openDatabase');
  const { prepareDatabase } = await import('../src/db/prepareDatabase');
  const { Sessions } = await import('../src/modules/accounts/sessions');
  const { SessionsRepository } = await import('../src/modules/accounts/sessionsRepository');
  const { benchBackend } = await import('../test/support/testBackends');
  const { seedMembers } = await import('./support/seedMembers');
  const { raisePriority, startServer, stopServer } = await import('./support/serverProcess');

  const rounds = Number(options.rounds);
  const windowMs = (Number(options.seconds) * 1000) / rounds;
  // The server's machine is core 0, where the server and the members measured run; the attacker's
  // client is on the other cores, as on another machine: its own work (writing its bodies) is not
  // the server's. Other processes on the machine still share every core.
  const cores = os.availableParallelism();
  const pinned = !options['shared-cores'] && canPin();
  const attackerCores = `1-${cores - 1}`;
  if (pinned)
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '-p', '0', String(process.pid)]);
  // The bench's processes ahead of the machine's other work (when allowed: root, or CAP_SYS_NICE),
  // all three alike: the figures then move less with what else runs.
  const raised = raisePriority(process.pid);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'dating-bench-'));
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const database = onPostgres ? await benchBackend().open() : null;
  // PGlite: seeded here, then opened by the server alone (one process owns its files).
  const handle =
    database?.handle ??
    (await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }));
  await prepareDatabase(handle.db);
  const ids = await seedMembers(handle.db, 3, 1);
  const sessions = new Sessions(
    new SessionsRepository(handle.db),
    () => undefined,
    () => new Date(),
  );
  const [victim = '', attacker = '', uploader = ''] = await Promise.all(
    [ids.first, ids.first + 1, ids.last].map((id) => sessions.open(id)),
  );
  if (!database) await handle.close();
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.config.kind === 'postgres' ? database.config.url : '',
      REDIS_URL: '',
      TRUST_PROXY: '1',
    },
    undefined,
    { cpus: pinned ? '0' : undefined },
  );
  const json = (value: object) => Buffer.from(JSON.stringify(value));
  const signedIn = (token: string, address: string) => ({
    authorization: `Bearer ${token}`,
    'x-forwarded-for': address,
  });
  let floodProcess: ChildProcess | null = null;

  try {
    // The attacker first uses up its attempts: 30 photos an hour (member and address), 10 selfies.
    const small = json({
      file: `data:image/png;base64,${(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } })
          .png()
          .toBuffer()
      ).toString('base64')}`,
      pose: 'thumb_up',
      language: 'en',
    });
    const exhaust = async (pathname: string, headers: Record<string, string>) => {
      // Every attempt counts, whatever its answer, until the limit refuses.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if ((await post(server.url, pathname, headers, small)).status === 429) return;
      }
      throw new Error(`${pathname} was never refused 429`);
    };
    await exhaust('/api/uploadimageweb', signedIn(attacker, ATTACKER_ADDRESS));
    await exhaust('/api/webverifyselfie', signedIn(attacker, ATTACKER_ADDRESS));
    await exhaust('/api/uploadimageweb', { 'x-forwarded-for': ANONYMOUS_ADDRESS });

    // A photo as the apps send it: re-encoded, about 1 MB.
    const photo = json({
      file: `data:image/jpeg;base64,${(
        await sharp({
          create: {
            width: 2048,
            height: 1536,
            channels: 3,
            background: '#8ac',
            noise: { type: 'gaussian', mean: 128, sigma: 24 },
          },
        })
          .jpeg({ quality: 70 })
          .toBuffer()
      ).toString('base64')}`,
      language: 'en',
    });
    const empty = json({});
    const huge = Buffer.alloc(12 * MB, 0x61);

    const profileTimes = async (ms: number, times: number[] = []) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        const { status, ms: took } = await post(
          server.url,
          '/api/webprofile',
          signedIn(victim, '198.51.100.1'),
          empty,
        );
        if (status !== 200) throw new Error(`webprofile answered ${status}`);
        times.push(took);
      }
      return times;
    };
    const tooLargeTimes = async () => {
      const times: number[] = [];
      for (let run = 0; run < 10; run += 1) {
        const { status, ms } = await post(
          server.url,
          '/api/uploadimageweb',
          { 'x-forwarded-for': `198.51.100.${10 + run}` },
          huge,
        );
        // -1: a reset, the answer lost before the client read it.
        if (status !== 413) throw new Error(`a 12 MB upload answered ${status}`);
        times.push(ms);
      }
      return times;
    };
    const uploadTimes = async () => {
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const { status, ms } = await post(
          server.url,
          '/api/uploadimageweb',
          signedIn(uploader, '198.51.100.2'),
          photo,
        );
        if (status !== 200) throw new Error(`a genuine upload answered ${status}`);
        times.push(ms);
      }
      return times;
    };

    const attackerCommand = [
      fileURLToPath(import.meta.url),
      '--attacker',
      '--connections',
      options.connections,
    ];
    // taskset execs node in place, so the IPC channel reaches the attacker.
    const attackerProcess = spawn(
      pinned ? 'taskset' : process.execPath,
      [
        ...(pinned ? ['--cpu-list', attackerCores, process.execPath] : []),
        '--import',
        'tsx',
        ...attackerCommand,
      ],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    floodProcess = attackerProcess;
    if (raised) {
      raisePriority(server.process.pid);
      raisePriority(attackerProcess.pid);
    }
    await new Promise((resolve) => attackerProcess.once('message', resolve));
    /** Tells the attacker; answers its requests so far, by kind. */
    const command = (order: FloodCommand) =>
      new Promise<[string, number][]>((resolve) => {
        attackerProcess.once('message', (counts) => resolve(counts as [string, number][]));
        attackerProcess.send(order);
      });
    const sum = (counts: [string, number][]) =>
      counts.reduce((total, [, count]) => total + count, 0);

    interface Phase {
      profile: number[];
      /** webprofile's p99 in each round. */
      roundP99: number[];
      ms: number;
      serverCpuMs: number;
      floodRequests: number;
    }
    const phase = (): Phase => ({
      profile: [],
      roundP99: [],
      ms: 0,
      serverCpuMs: 0,
      floodRequests: 0,
    });
    const quiet = phase();
    const flooded = phase();
    /** One window of `webprofile` calls, with the server's CPU time and the flood's requests. */
    const measure = async (into: Phase, ms: number, floodCount: () => Promise<number>) => {
      const requestsBefore = await floodCount();
      const cpuBefore = cpuMsOf(server.process.pid);
      const started = performance.now();
      const times = await profileTimes(ms);
      into.ms += performance.now() - started;
      into.serverCpuMs += (cpuMsOf(server.process.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
      into.floodRequests += (await floodCount()) - requestsBefore;
      into.profile.push(...times);
      into.roundP99.push(
        percentile(
          [...times].sort((a, b) => a - b),
          0.99,
        ),
      );
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const measureFloodOnly = async (into: Phase, ms: number, floodCount: () => Promise<number>) => {
      const requestsBefore = await floodCount();
      const cpuBefore = cpuMsOf(server.process.pid);
      const started = performance.now();
      await sleep(ms);
      into.ms = performance.now() - started;
      into.serverCpuMs = (cpuMsOf(server.process.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
      into.floodRequests = (await floodCount()) - requestsBefore;
    };
    const noFlood = () => Promise.resolve(0);
    const floodCount = async () => sum(await command('resume'));
    // A lingering refused connection is destroyed a second after its answer: a quiet window
    // starts once the flood's last ones are gone, a flood window once the flood is at full rate.
    const SETTLE_MS = 1200;
    const RAMP_MS = 500;

    // Warm-up: V8 compiles the hot code of both paths in the first seconds.
    await command({ start: { url: server.url, token: attacker } });
    await profileTimes(2000);
    const warmUpRequests = sum(await command('pause'));
    await profileTimes(2000);
    const load = { quiet: [] as number[], flood: [] as number[] };
    const loadNow = () => os.loadavg()[0] ?? Number.NaN;
    let floodStarted = 0;
    let floodMs = 0;
    // Quiet and flood windows alternate, so both meet the machine's other work alike.
    for (let round = 0; round < rounds; round += 1) {
      await sleep(SETTLE_MS);
      await measure(quiet, windowMs, noFlood);
      load.quiet.push(loadNow());
      await command('resume');
      floodStarted = performance.now();
      await sleep(RAMP_MS);
      await measure(flooded, windowMs, floodCount);
      load.flood.push(loadNow());
      if (round < rounds - 1) {
        await command('pause');
        floodMs += performance.now() - floodStarted;
      }
    }
    // The flood alone: the server's CPU time it costs.
    const floodOnly = phase();
    await measureFloodOnly(floodOnly, windowMs, floodCount);
    const floodedTooLarge = await tooLargeTimes();
    const floodedUpload = await uploadTimes();
    const counts = await command('stop');
    floodMs += performance.now() - floodStarted;
    attackerProcess.kill();
    await sleep(SETTLE_MS);
    const quietTooLarge = await tooLargeTimes();
    const quietUpload = await uploadTimes();

    const total = sum(counts) - warmUpRequests;
    const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
    const summary = (times: number[]) => {
      const inOrder = sorted(times);
      return {
        p50: percentile(inOrder, 0.5),
        p99: percentile(inOrder, 0.99),
        runs: times.length,
      };
    };
    const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const quietProfile = summary(quiet.profile);
    const floodProfile = summary(flooded.profile);
    const figures = {
      database: onPostgres ? 'PostgreSQL' : 'PGlite',
      cores,
      pinned,
      raisedPriority: raised,
      connections: Number(options.connections),
      rounds,
      floodRequests: total,
      floodPerSecond: Math.round(total / (floodMs / 1000)),
      floodAnswers: Object.fromEntries(counts),
      loadAverage: { quiet: average(load.quiet), flood: average(load.flood) },
      serverCoreShare: {
        quiet: quiet.serverCpuMs / quiet.ms,
        flood: flooded.serverCpuMs / flooded.ms,
      },
      floodAlone: {
        serverCoreShare: floodOnly.serverCpuMs / floodOnly.ms,
        requestsPerSecond: floodOnly.floodRequests / (floodOnly.ms / 1000),
        serverCpuUsPerRequest: (floodOnly.serverCpuMs * 1000) / floodOnly.floodRequests,
      },
      webprofile: { quiet: quietProfile, flood: floodProfile },
      webprofileRoundP99: { quiet: quiet.roundP99, flood: flooded.roundP99 },
      tooLarge413: { quiet: summary(quietTooLarge), flood: summary(floodedTooLarge) },
      photoUpload: { quiet: summary(quietUpload), flood: summary(floodedUpload) },
      webprofileP99Ratio: floodProfile.p99 / quietProfile.p99,
    };

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const row = ({ p50, p99, runs }: { p50: number; p99: number; runs: number }) =>
      `${ms(p50)} / ${ms(p99)} (${runs})`;
    const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
    console.log(
      `${figures.database}, ${figures.cores} cores, ${
        pinned
          ? `the server and the members measured on core 0, the attacker on cores ${attackerCores}`
          : 'every process on every core'
      }${raised ? ', the three at nice -10' : ''}; flood of ${figures.connections} connections: ${total} requests in ` +
        `${(floodMs / 1000).toFixed(1)} s (${figures.floodPerSecond}/s), ` +
        `${(Buffer.byteLength(photo) / MB).toFixed(2)} MB genuine photo; ${rounds} rounds of ` +
        `${(windowMs / 1000).toFixed(1)} s quiet then flooded`,
    );
    for (const [label, count] of counts) console.log(`  ${label} x${count}`);
    console.log('\n| measure (p50 / p99, runs) | quiet | during the flood |');
    console.log('| --- | --- | --- |');
    console.log(
      `| load average | ${figures.loadAverage.quiet.toFixed(1)} | ${figures.loadAverage.flood.toFixed(1)} |`,
    );
    console.log(
      `| the server's CPU, share of a core | ${percent(figures.serverCoreShare.quiet)} | ${percent(figures.serverCoreShare.flood)} |`,
    );
    console.log(
      `| another member's \`webprofile\` | ${row(quietProfile)} | ${row(floodProfile)} |`,
    );
    console.log(
      `| its p99 in each round | ${quiet.roundP99.map(ms).join(', ')} | ${flooded.roundP99.map(ms).join(', ')} |`,
    );
    console.log(
      `| a 12 MB upload sent whole, answered 413 | ${row(figures.tooLarge413.quiet)} | ${row(figures.tooLarge413.flood)} |`,
    );
    console.log(
      `| a third member's 1 MB photo upload | ${row(figures.photoUpload.quiet)} | ${row(figures.photoUpload.flood)} |`,
    );
    const { floodAlone } = figures;
    console.log(
      `\nthe flood alone: ${floodAlone.requestsPerSecond.toFixed(0)} requests/s answered, the ` +
        `server's CPU ${percent(floodAlone.serverCoreShare)} of a core, ` +
        `${floodAlone.serverCpuUsPerRequest.toFixed(0)} µs a request`,
    );
    console.log(
      `webprofile p99 during the flood: ${figures.webprofileP99Ratio.toFixed(2)}x quiet (target at most 2x)`,
    );
    if (options.json) console.log(JSON.stringify(figures));
  } finally {
    floodProcess?.kill();
    await stopServer(server.process);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
