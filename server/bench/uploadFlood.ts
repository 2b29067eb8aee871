/**
 * A member's calls while one client floods the upload calls over its limits, on the product
 * server (`src/server.ts` in a process of its own, as `pnpm start` runs it): the attacker, a
 * member, has used up its photo and selfie attempts, and its address its sign-up uploads; it then
 * sends, over many connections at once, photos and selfies within the size limits (answered 429
 * from the headers) and 12 MB ones (413), signed in and anonymous. Prints another member's
 * `webprofile` p50/p99 quiet and during the flood, the time to answer a 12 MB upload sent whole
 * (413), and a third member's photo upload (1 MB, as the apps send it) quiet and during the flood.
 *
 *   pnpm --filter @dating/server bench:upload-flood [--seconds 8] [--connections 24]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @dating/server bench:upload-flood
 *
 * Addresses travel in X-Forwarded-For (TRUST_PROXY=1). The flood is sent from a process of its
 * own, as from another machine. VISION=off: no flood call reaches the models. PGlite in a
 * temporary folder by default; with DATABASE_URL, a fresh schema of that database, dropped at the
 * end. A benchmark, not a test: the figures move with the machine's load (printed beside them).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** The attacker: `connections` requests at a time, round the kinds, until told to stop. */
async function flood({ url, token }: FloodOrder, connections: number): Promise<[string, number][]> {
  const bodies = new Map(
    FLOOD_KINDS.map(({ bytes }) => [bytes, Buffer.alloc(bytes, 0x61)] as const),
  );
  const counts = new Map<string, number>();
  let stopped = false;
  process.once('message', () => {
    stopped = true;
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!stopped) {
        const kind = FLOOD_KINDS[(next += 1) % FLOOD_KINDS.length] as FloodKind;
        const headers: Record<string, string> = kind.signedIn
          ? { authorization: `Bearer ${token}`, 'x-forwarded-for': ATTACKER_ADDRESS }
          : { 'x-forwarded-for': ANONYMOUS_ADDRESS };
        const { status } = await post(url, kind.path, headers, bodies.get(kind.bytes) as Buffer);
        const label = `${kind.signedIn ? 'member' : 'anonymous'} ${kind.path.slice(5)} ${kind.bytes >= 12 * MB ? '12' : (kind.bytes / MB).toFixed(1)} MB: ${status === -1 ? 'reset' : status}`;
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
    }),
  );
  return [...counts].sort();
}

const { values: options } = parseArgs({
  options: {
    attacker: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '24' },
  },
});

if (options.attacker) {
  process.once('message', (order: FloodOrder) => {
    void flood(order, Number(options.connections)).then((counts) => process.send?.(counts));
  });
  process.send?.('ready');
} else {
  await main();
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const sharp = (await import('sharp')).default;
  const { openDatabase } = await import('../src/db/openDatabase');
  const { prepareDatabase } = await import('../src/db/prepareDatabase');
  const { Sessions } = await import('../src/modules/accounts/sessions');
  const { SessionsRepository } = await import('../src/modules/accounts/sessionsRepository');
  const { benchBackend } = await import('../test/support/testBackends');
  const { seedMembers } = await import('./support/seedMembers');
  const { startServer, stopServer } = await import('./support/serverProcess');

  const seconds = Number(options.seconds);
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
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.config.kind === 'postgres' ? database.config.url : '',
    REDIS_URL: '',
    TRUST_PROXY: '1',
    VISION: 'off',
  });
  const json = (value: object) => Buffer.from(JSON.stringify(value));
  const signedIn = (token: string, address: string) => ({
    authorization: `Bearer ${token}`,
    'x-forwarded-for': address,
  });

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

    const profileTimes = async () => {
      const times: number[] = [];
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        const { status, ms } = await post(
          server.url,
          '/api/webprofile',
          signedIn(victim, '198.51.100.1'),
          empty,
        );
        if (status !== 200) throw new Error(`webprofile answered ${status}`);
        times.push(ms);
      }
      return times.sort((a, b) => a - b);
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
      return times.sort((a, b) => a - b);
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
      return times.sort((a, b) => a - b);
    };

    await profileTimes(); // warm-up: V8 compiles the hot code in the first seconds
    const load = () => os.loadavg()[0]?.toFixed(1);
    const quiet = {
      profile: await profileTimes(),
      tooLarge: await tooLargeTimes(),
      upload: await uploadTimes(),
      load: load(),
    };

    const floodProcess = fork(
      fileURLToPath(import.meta.url),
      ['--attacker', '--connections', options.connections],
      { execArgv: ['--import', 'tsx'] },
    );
    await new Promise((resolve) => floodProcess.once('message', resolve));
    const floodCounts = new Promise<[string, number][]>((resolve) =>
      floodProcess.once('message', (counts) => resolve(counts as [string, number][])),
    );
    floodProcess.send({ url: server.url, token: attacker } satisfies FloodOrder);
    const floodStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the flood at full rate
    const flooded = {
      profile: await profileTimes(),
      tooLarge: await tooLargeTimes(),
      upload: await uploadTimes(),
      load: load(),
    };
    floodProcess.send('stop');
    const counts = await floodCounts;
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    floodProcess.kill();

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const row = (times: number[]) =>
      `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.99))} (${times.length})`;
    const total = counts.reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${os.availableParallelism()} cores; flood of ` +
        `${options.connections} connections: ${total} requests in ${floodSeconds.toFixed(1)} s ` +
        `(${(total / floodSeconds).toFixed(0)}/s), ${(Buffer.byteLength(photo) / MB).toFixed(2)} MB genuine photo`,
    );
    for (const [label, count] of counts) console.log(`  ${label} x${count}`);
    console.log('\n| measure (p50 / p99, runs) | quiet | during the flood |');
    console.log('| --- | --- | --- |');
    console.log(`| load average | ${quiet.load} | ${flooded.load} |`);
    console.log(
      `| another member's \`webprofile\` | ${row(quiet.profile)} | ${row(flooded.profile)} |`,
    );
    console.log(
      `| a 12 MB upload sent whole, answered 413 | ${row(quiet.tooLarge)} | ${row(flooded.tooLarge)} |`,
    );
    console.log(
      `| a third member's 1 MB photo upload | ${row(quiet.upload)} | ${row(flooded.upload)} |`,
    );
    const ratio = percentile(flooded.profile, 0.99) / percentile(quiet.profile, 0.99);
    console.log(
      `\nwebprofile p99 during the flood: ${ratio.toFixed(2)}x quiet (target at most 2x)`,
    );
  } finally {
    await stopServer(server.process);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
