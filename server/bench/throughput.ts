/**
 * `pnpm bench`: the server's everyday calls under load, each beside what it is built on,
 * measured in the same run on this machine: a bare Fastify hello-world, a raw nearest-neighbour
 * query on the same members, a bare socket.io relay (and, with REDIS_URL, the same relay in two
 * processes over Redis, the chat's topology without its work).
 *
 *   pnpm bench [--duration 5] [--connections 20] [--sockets 2000] [--rate 1000] [--messages 5000]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench REDIS_URL=redis://127.0.0.1:6379 pnpm bench
 *
 * Each database is fresh (PGlite in a temporary folder; with DATABASE_URL, a fresh schema of it,
 * dropped at the end) and seeded with 300 members near one point, each with an open session;
 * the calls rotate over their tokens. The product runs as `pnpm start` runs it, in processes of
 * its own: one on PGlite, two (WEB_CONCURRENCY=2) on PostgreSQL when REDIS_URL is set. HTTP load
 * is autocannon's; the chat's delivery (two server processes over Redis, senders on one,
 * receivers on the other) needs DATABASE_URL and REDIS_URL; like each HTTP figure, it is timed
 * after a warm-up second, whose p99 is printed beside it; each server is warmed up before its
 * calls are measured (warmUp). Only 127.0.0.1 is ever called.
 * A benchmark, not a test: the figures move with whatever else the machine is doing (its load
 * average is printed beside them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/openDatabase';
import { prepareDatabase } from '../src/db/prepareDatabase';
import type { Database } from '../src/db/schema';
import { Sessions } from '../src/modules/accounts/sessions';
import { SessionsRepository } from '../src/modules/accounts/sessionsRepository';
import { testBackends, type TestDatabase } from '../test/support/testBackends';
import {
  connectionsRecorded,
  createPairs,
  measureDelivery,
  measureRelayOverRedis,
  percentile,
  refusalsOf,
  type Delivery,
  type Pair,
} from './support/chatLoad';
import { recordBenchRun } from './support/benchRecord';
import { rawNearest } from './support/rawNearest';
import { seedMembers } from './support/seedMembers';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    members: { type: 'string', default: '300' },
    sockets: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '5000' },
  },
});
const durationSeconds = Number(options.duration);
const connections = Number(options.connections);
const memberCount = Number(options.members);
const socketCount = Math.max(2, Math.floor(Number(options.sockets) / 2) * 2);
const chatLoad = { messages: Number(options.messages), ratePerSecond: Number(options.rate) };
const redisUrl = process.env.REDIS_URL;

interface Figure {
  perSecond: number;
  p99: number;
  /** Answers that were not 2xx, or no answer. */
  failed?: number;
}

/** One line of the table: what, where, its figure and its ratio to a baseline. */
interface Row {
  measure: string;
  figure: string;
  ratio: string;
}
const rows: Row[] = [];

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const httpFigure = ({ perSecond, p99, failed }: Figure) =>
  `${fixed(perSecond)} req/s, p99 ${p99} ms${failed ? `, ${fixed(failed)} failed` : ''}`;
const share = (figure: Figure, base: Figure) =>
  figure.perSecond >= base.perSecond
    ? `${fixed(figure.perSecond / base.perSecond, 1)}x`
    : `1/${fixed(base.perSecond / figure.perSecond, 1)}`;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** autocannon on one call for `duration` seconds, each request another member's. */
function loadCall(url: string, request: Call, tokens: readonly string[], duration: number) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        ...request,
        headers: { 'content-type': 'application/json' },
        // Each request is another member's, as real traffic is.
        setupRequest: (req) => {
          if (tokens.length === 0) return req;
          next = (next + 1) % tokens.length;
          return { ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[next]}` } };
        },
      },
    ],
  });
}

/** autocannon on one call for the set duration, after a second of warming up. */
async function hammer(url: string, request: Call, tokens: readonly string[] = []): Promise<Figure> {
  await loadCall(url, request, tokens, 1);
  const result = await loadCall(url, request, tokens, durationSeconds);
  // Refusals (a 503 when the database is slower than its one-second wait) are counted, not timed.
  const failed = result.non2xx + result.errors;
  return { perSecond: result.requests.average, p99: result.latency.p99, failed };
}

/** The raw nearest-neighbour query (rawNearest) over every member in turn, from `connections` at once. */
async function rawNearestLoad(db: Kysely<Database>, ids: { first: number; last: number }) {
  const times: number[] = [];
  const until = performance.now() + durationSeconds * 1000;
  let next = ids.first;
  const worker = async () => {
    while (performance.now() < until) {
      const memberId = next;
      next = next >= ids.last ? ids.first : next + 1;
      const started = performance.now();
      await rawNearest(db, memberId);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / durationSeconds,
    p99: Math.round(percentile(times, 0.99) * 10) / 10,
  };
}

/** Seeds the members and opens a session for each; answers their tokens and id range. */
async function seed(db: Kysely<Database>) {
  await prepareDatabase(db);
  const ids = await seedMembers(db, memberCount, 1);
  const sessions = new Sessions(
    new SessionsRepository(db),
    () => undefined,
    () => new Date(),
  );
  const tokens: string[] = [];
  for (let id = ids.first; id <= ids.last; id += 1) tokens.push(await sessions.open(id));
  return { ids, tokens };
}

const CALLS = [
  ['signed-in read (`webprofile`)', '/api/webprofile', '{}'],
  ['`webgetcounts`', '/api/webgetcounts', '{}'],
  ['`webgetpeople`', '/api/webgetpeople', '{"limit":"20"}'],
] as const;

/**
 * Each call for WARM_UP_SECONDS before any is measured: a server runs for days, and in its first
 * seconds of load V8 compiles each process's hot code (webprofile, first, ran at about three
 * quarters of its later rate, with twice the p99). What the warm-up ran at is printed.
 */
const WARM_UP_SECONDS = 2;
async function warmUp(server: ServerProcess, tokens: readonly string[]) {
  const rates: string[] = [];
  for (const [, callPath, body] of CALLS) {
    const call = { method: 'POST' as const, path: callPath, body };
    const result = await loadCall(server.url, call, tokens, WARM_UP_SECONDS);
    rates.push(`${fixed(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  }
  console.log(`  warm-up, each call for ${WARM_UP_SECONDS} s: ${rates.join('; ')}`);
}

async function measureCalls(server: ServerProcess, tokens: readonly string[], where: string) {
  await warmUp(server, tokens);
  const figures: Figure[] = [];
  for (const [measure, callPath, body] of CALLS) {
    const figure = await hammer(server.url, { method: 'POST', path: callPath, body }, tokens);
    figures.push(figure);
    rows.push({
      measure: `${measure}, ${where}`,
      figure: httpFigure(figure),
      ratio: `${share(figure, hello)} of bare Fastify`,
    });
    console.log(`  ${measure}: ${httpFigure(figure)} (load ${load()})`);
  }
  return figures;
}

function chatFigure(delivery: Delivery): string {
  return (
    `p50 ${fixed(delivery.p50, 1)} ms, p99 ${fixed(delivery.p99, 1)} ms, ` +
    `${delivery.lost} lost of ${fixed(chatLoad.messages)}` +
    (delivery.refused ? `, ${delivery.refused} refused (${refusalsOf(delivery)})` : '') +
    ` (after a warm-up second: p99 ${fixed(delivery.warmUp.p99, 1)} ms, ` +
    `${delivery.warmUp.lost} lost of ${fixed(delivery.warmUp.messages)})`
  );
}

const loadAtStart = load();
console.log(
  `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, ` +
    `load average ${loadAtStart} at the start (other work on this machine shares these cores)`,
);
console.log(
  `HTTP: autocannon, ${connections} connections, ${durationSeconds} s a figure after 1 s of warm-up; ` +
    `${memberCount} members near one point, requests rotating over their tokens`,
);

const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
const databases: TestDatabase[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dating-bench-'));
  dataDirs.push(dir);
  return dir;
};
async function start(env: Record<string, string>, script?: string): Promise<ServerProcess> {
  const server = await startServer(env, script);
  servers.push(server);
  return server;
}
async function stop(server: ServerProcess): Promise<void> {
  await stopServer(server.process);
  servers.splice(servers.indexOf(server), 1);
}

let hello: Figure = { perSecond: Number.NaN, p99: Number.NaN };
try {
  const bare = await start({}, 'bench/bareServer.ts');
  hello = await hammer(bare.url, { method: 'GET', path: '/hello' });
  rows.push({ measure: 'bare Fastify hello-world', figure: httpFigure(hello), ratio: '1' });
  console.log(`bare Fastify hello-world: ${httpFigure(hello)} (load ${load()})`);
  let rawRelay: Delivery | undefined;
  let relayOverRedis: Delivery | undefined;
  if (process.env.DATABASE_URL && redisUrl) {
    const rawPairs: Pair[] = Array.from({ length: socketCount / 2 }, (_, chatId) => ({
      chatId,
      sender: { id: 0, token: `sender:${chatId}` },
      receiver: { id: 0, token: `receiver:${chatId}` },
    }));
    rawRelay = await measureDelivery(rawPairs, bare.url, bare.url, chatLoad, { receipts: false });
    rows.push({ measure: 'bare socket.io relay', figure: chatFigure(rawRelay), ratio: '1' });
    console.log(`bare socket.io relay: ${chatFigure(rawRelay)} (load ${load()})`);
    await stop(bare);
    relayOverRedis = await measureRelayOverRedis(start, rawPairs, chatLoad, redisUrl);
    rows.push({
      measure: 'bare socket.io relay, two processes over Redis',
      figure: chatFigure(relayOverRedis),
      ratio: `p99 ${fixed(relayOverRedis.p99 / rawRelay.p99, 1)}x the bare relay's`,
    });
    console.log(
      `bare relay, two processes over Redis: ${chatFigure(relayOverRedis)} (load ${load()})`,
    );
  }
  for (const server of [...servers]) await stop(server);

  // PGlite: seeded here, then opened by the server alone (one process owns its files).
  console.log('PGlite (one server process):');
  const pgliteDir = tempDir();
  const pglite: DatabaseHandle = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(pgliteDir, 'pglite'),
  });
  let pgliteTokens: string[];
  try {
    const seeded = await seed(pglite.db);
    pgliteTokens = seeded.tokens;
    const knn = await rawNearestLoad(pglite.db, seeded.ids);
    rows.push({ measure: 'raw KNN query, PGlite', figure: httpFigure(knn), ratio: '' });
    console.log(`  raw KNN query: ${httpFigure(knn)}`);
  } finally {
    await pglite.close();
  }
  // DATABASE_URL and REDIS_URL, when set for the PostgreSQL half, must not reach this process:
  // it would open that database, where these tokens do not exist, and refuse every call.
  const onPglite = await start({ DATA_DIR: pgliteDir, DATABASE_URL: '', REDIS_URL: '' });
  await measureCalls(onPglite, pgliteTokens, 'PGlite');
  await stop(onPglite);

  const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
  if (postgres && !postgres.skip) {
    const database = await postgres.open();
    databases.push(database);
    if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const workers = redisUrl ? 2 : 1;
    console.log(`PostgreSQL (${workers} server process${workers > 1 ? 'es' : ''}):`);
    const { ids, tokens } = await seed(database.handle.db);
    const knn = await rawNearestLoad(database.handle.db, ids);
    rows.push({ measure: 'raw KNN query, PostgreSQL', figure: httpFigure(knn), ratio: '' });
    console.log(`  raw KNN query: ${httpFigure(knn)}`);
    const env = { DATABASE_URL: database.config.url, DATA_DIR: tempDir() };
    const server = redisUrl
      ? await start({ ...env, REDIS_URL: redisUrl, WEB_CONCURRENCY: '2' }, 'src/supervisor.ts')
      : await start(env);
    const [, , people] = await measureCalls(server, tokens, `PostgreSQL, ${workers} process(es)`);
    if (people) rows.at(-1)!.ratio += `; ${share(people, knn)} of the raw KNN query`;
    await stop(server);

    if (redisUrl && rawRelay) {
      const pairs = await createPairs(database.handle.db, socketCount);
      const [first, second] = [
        await start({ ...env, REDIS_URL: redisUrl }),
        await start({ ...env, REDIS_URL: redisUrl }),
      ];
      const ready = connectionsRecorded(database.handle.db);
      const delivery = await measureDelivery(pairs, first.url, second.url, chatLoad, {
        receipts: true,
        ready,
      });
      rows.push({
        measure: `chat, ${socketCount} sockets at ${chatLoad.ratePerSecond} msg/s, two processes over Redis`,
        figure: chatFigure(delivery),
        ratio:
          `p99 ${fixed(delivery.p99 / rawRelay.p99, 1)}x the bare relay's` +
          (relayOverRedis ? `, ${fixed(delivery.p99 / relayOverRedis.p99, 1)}x over Redis` : ''),
      });
      console.log(`  chat over Redis: ${chatFigure(delivery)} (load ${load()})`);
    } else {
      console.log('  chat: skipped (needs REDIS_URL)');
    }
  } else {
    console.log('PostgreSQL: skipped (DATABASE_URL is not set)');
  }
} finally {
  for (const server of [...servers]) await stopServer(server.process);
  for (const database of databases) await database.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

console.log(`\nload average at the end: ${load()}, ${os.cpus().length} cores\n`);
console.log('| measure | figure | ratio |');
console.log('| --- | --- | --- |');
for (const row of rows) console.log(`| ${row.measure} | ${row.figure} | ${row.ratio} |`);
recordBenchRun('throughput', {
  conditions:
    `pnpm bench: ${connections} connections, ${durationSeconds} s a figure, ${memberCount} members; ` +
    `load average ${loadAtStart} at the start, ${load()} at the end` +
    `${process.env.DATABASE_URL ? '' : ', without DATABASE_URL'}${redisUrl ? '' : ', without REDIS_URL'}`,
  tables: [{ columns: ['measure', 'figure', 'ratio'], rows: rows.map((row) => ({ ...row })) }],
});
