/**
 * Chat delivery over sockets: opens N socket.io connections (N/2 matched pairs, each pair with its
 * chat), sends messages at a steady rate from one member of each pair to the other and prints the
 * delivery latency (send to `broad` at the receiver) p50 and p99 after a warm-up second (whose p99
 * is printed apart): first through the bare socket.io relay (`bareServer.ts`), the baseline each
 * figure's p99 is divided by, then with one server process (without Redis), then with two processes
 * sharing Redis (senders on one, receivers on the other), after the bare relay in two processes
 * over Redis alike (with REDIS_URL): what that topology costs apart from the product's work, the
 * second baseline. The product's clients acknowledge each message of the other member they hear
 * with `delivered`, as the web app does, and each figure counts those and the `receipt` events that
 * came back; the relay's clients do not. Each figure also gives the server processes' CPU time over
 * its messages, a message's cost that a busy machine does not change as it changes latency (from
 * /proc: Linux only), and where its timed messages' time went (support/stallProbe.ts, as
 * bench:million: the database's wait events and checkpoints, each server process's event loop
 * delay, GC and pool waits, the machine's steal and waiting for a core, the seconds the messages
 * slower than 100 ms were sent in): a round's p99 can hang on one stall of the machine.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     pnpm --filter @dating/server bench:sockets [--sockets 2000] [--messages 4000] [--rate 400]
 *     [--no-one-process] [--no-receipts] [--rounds 1]
 *
 * `--no-receipts`: the product's clients do not acknowledge, to tell the receipts' share.
 * `--no-one-process` measures the relay and the two processes only (`pnpm bench`'s chat figure,
 * with `--rate 1000 --messages 5000`); `--rounds N` measures each N times in turn, relay first, so
 * that a busy machine weighs on both alike. The figures go to docs/bench/<date>-<hhmm>-sockets.json
 * (`BENCH_RECORD=off` for a trial).
 *
 * Each server is the real `src/server.ts` in its own process, on a fresh schema of DATABASE_URL
 * that is dropped at the end. Without REDIS_URL only the one-process run happens.
 *
 * `BENCH_CPU_PROF=<folder>`: each server process writes a V8 CPU profile there as it stops, and
 * each figure's timed window goes to the folder's `timed-windows.txt` (µs of the clock the
 * profiles' timestamps count), to read a profile over the timed messages alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { testBackends, type TestDatabase } from '../test/support/testBackends';
import { BenchOutput, recordBenchRun } from './support/benchRecord';
import {
  connectionsRecorded,
  createPairs,
  measureDelivery,
  measureRelayOverRedis,
  refusalsOf,
  type Delivery,
  type Pair,
} from './support/chatLoad';
import { cpuSecondsOf, startServer, stopServer } from './support/serverProcess';
import { SERVER_PROBE, StallProbe } from './support/stallProbe';

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    messages: { type: 'string', default: '4000' },
    rate: { type: 'string', default: '400' },
    'one-process': { type: 'boolean', default: true },
    rounds: { type: 'string', default: '1' },
    receipts: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const socketCount = Math.max(2, Math.floor(Number(options.sockets) / 2) * 2);
const load = { messages: Number(options.messages), ratePerSecond: Number(options.rate) };
const rounds = Math.max(1, Number(options.rounds));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const rows: Record<string, string>[] = [];
const output = new BenchOutput();
const { print } = output;

/** The round's relays a figure's p99 is divided by: one process, and two over Redis. */
interface Baselines {
  relay?: Delivery;
  relayOverRedis?: Delivery;
}

function report(
  label: string,
  delivery: Delivery,
  { relay, relayOverRedis }: Baselines = {},
): void {
  const ratio =
    (relay ? `${(delivery.p99 / relay.p99).toFixed(1)}x the relay's p99` : '1') +
    (relayOverRedis
      ? `, ${(delivery.p99 / relayOverRedis.p99).toFixed(1)}x the two-process relay's`
      : '');
  const receipts = delivery.receipts
    ? `; ${delivery.receipts.sent} delivered acknowledgements sent, ${delivery.receipts.heard} receipt events heard meanwhile`
    : '';
  const cpu =
    delivery.cpuMicrosPerMessage === undefined
      ? ''
      : `; the servers' CPU ${delivery.cpuMicrosPerMessage.toFixed(0)} µs a message`;
  print(
    `${label}: ${delivery.sockets} sockets connected in ${(delivery.connectMs / 1000).toFixed(1)} s; ` +
      `${delivery.acknowledged} stored and acknowledged, ${delivery.delivered}/${load.messages} delivered ` +
      `(${delivery.refused} refused${delivery.refused ? `: ${refusalsOf(delivery)}` : ''}, ${delivery.lost} lost) in ${delivery.sendSeconds.toFixed(1)} s${receipts}; ` +
      `latency p50 ${delivery.p50.toFixed(1)} ms, p99 ${delivery.p99.toFixed(1)} ms (${ratio}), max ${delivery.max.toFixed(1)} ms${cpu}; ` +
      `before them, a warm-up second: p99 ${delivery.warmUp.p99.toFixed(1)} ms, ${delivery.warmUp.lost} lost of ${delivery.warmUp.messages} ` +
      `(load ${loadAverage()})`,
  );
  if (delivery.stalls)
    print(`  where the timed messages' time went:\n  ${delivery.stalls.join('\n  ')}`);
  rows.push({
    measure: label,
    figure:
      `p50 ${delivery.p50.toFixed(1)} ms, p99 ${delivery.p99.toFixed(1)} ms, ` +
      `${delivery.lost} lost, ${delivery.refused} refused of ${load.messages}${cpu}`,
    ratio,
  });
}

async function measure(
  database: TestDatabase,
  label: string,
  pairs: readonly Pair[],
  senderUrl: string,
  receiverUrl: string,
  watch: StallProbe,
  baselines: Baselines,
): Promise<void> {
  const ready = connectionsRecorded(database.handle.db);
  const cpu = () => cpuSecondsOf(servers);
  report(
    label,
    await measureDelivery(pairs, senderUrl, receiverUrl, load, {
      receipts: options.receipts,
      ready,
      cpuSeconds: cpu,
      watch,
    }),
    baselines,
  );
}

/**
 * The product servers' settings for one measure, and its watch: each process loads
 * serverProbe.mjs and writes its seconds (event loop delay, GC, pool waits) to a folder of that
 * measure's own, which the StallProbe reads with the database's side.
 */
function probed(env: { DATABASE_URL: string } & Record<string, string>) {
  const probeDir = mkdtempSync(path.join(dataDir, 'probe-'));
  return {
    env: {
      ...env,
      BENCH_PROBE_DIR: probeDir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${SERVER_PROBE}`.trim(),
    },
    watch: new StallProbe(env.DATABASE_URL, probeDir),
  };
}

const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
if (!postgres || postgres.skip) {
  console.error('bench:sockets needs DATABASE_URL (a PostgreSQL both server processes share).');
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL;
const loadAtStart = loadAverage();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sockets-'));
let database: TestDatabase | undefined;
const servers: ChildProcess[] = [];
async function start(env: Record<string, string>, script?: string) {
  const server = await startServer(env, script);
  servers.push(server.process);
  return server;
}
async function stopAll() {
  for (const child of servers) await stopServer(child);
  servers.length = 0;
}
try {
  database = await postgres.open({ prepared: true });
  if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
  const env = { DATABASE_URL: database.config.url, DATA_DIR: dataDir };
  print(
    `sockets: ${socketCount} (${socketCount / 2} pairs), messages: ${load.messages} at ${load.ratePerSecond}/s; ` +
      `${os.cpus().length} cores, load average ${loadAtStart} at the start`,
  );
  const pairs = await createPairs(database.handle.db, socketCount);
  const relayPairs: Pair[] = pairs.map(({ chatId }) => ({
    chatId,
    sender: { id: 0, token: `sender:${chatId}` },
    receiver: { id: 0, token: `receiver:${chatId}` },
  }));

  for (let round = 1; round <= rounds; round += 1) {
    const bare = await start({}, 'bench/bareServer.ts');
    const relay = await measureDelivery(relayPairs, bare.url, bare.url, load, {
      receipts: false,
      cpuSeconds: () => cpuSecondsOf(servers),
    });
    report('bare socket.io relay', relay);
    await stopAll();

    if (options['one-process']) {
      const one = probed(env);
      const single = await start(one.env);
      await measure(database, 'one process', pairs, single.url, single.url, one.watch, { relay });
      await stopAll();
    }

    if (redisUrl) {
      const relayOverRedis = await measureRelayOverRedis(start, relayPairs, load, redisUrl, {
        cpuSeconds: () => cpuSecondsOf(servers),
      });
      report('bare relay, two processes over Redis', relayOverRedis, { relay });
      await stopAll();

      const two = probed({ ...env, REDIS_URL: redisUrl });
      const first = await start(two.env);
      const second = await start(two.env);
      const label = 'two processes over Redis';
      await measure(database, label, pairs, first.url, second.url, two.watch, {
        relay,
        relayOverRedis,
      });
      await stopAll();
    } else {
      print('two processes over Redis: skipped (REDIS_URL is not set)');
    }
  }
} finally {
  await stopAll();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

recordBenchRun('sockets', {
  conditions:
    `bench:sockets: ${socketCount} sockets, ${load.messages} messages at ${load.ratePerSecond}/s after a warm-up second, ` +
    `${rounds} round(s)${options.receipts ? '' : ', no delivered acknowledgements'}; load average ${loadAtStart} at the start, ${loadAverage()} at the end`,
  tables: [{ columns: ['measure', 'figure', 'ratio'], rows }],
  printed: output.printed,
});
