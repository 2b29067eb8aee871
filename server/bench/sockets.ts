/**
 * Chat delivery over sockets: opens N socket.io connections (N/2 matched pairs, each pair with
 * its chat), sends messages at a steady rate from one member of each pair to the other and prints
 * the delivery latency (send to `broad` at the receiver) p50 and p99 after a warm-up second (whose
 * p99 is printed apart), first with one server process, then with two processes sharing Redis
 * (senders on one, receivers on the other).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     pnpm --filter @dating/server bench:sockets [--sockets 2000] [--messages 4000] [--rate 400]
 *
 * Each server is the real `src/server.ts` in its own process, on a fresh schema of DATABASE_URL
 * that is dropped at the end. Without REDIS_URL only the one-process run happens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { testBackends, type TestDatabase } from '../test/support/testBackends';
import {
  connectionsRecorded,
  createPairs,
  measureDelivery,
  refusalsOf,
  type Delivery,
  type Pair,
} from './support/chatLoad';
import { startServer, stopServer } from './support/serverProcess';

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    messages: { type: 'string', default: '4000' },
    rate: { type: 'string', default: '400' },
  },
});
const socketCount = Math.max(2, Math.floor(Number(options.sockets) / 2) * 2);
const load = { messages: Number(options.messages), ratePerSecond: Number(options.rate) };

function report(label: string, delivery: Delivery): void {
  console.log(
    `${label}: ${delivery.sockets} sockets connected in ${(delivery.connectMs / 1000).toFixed(1)} s; ` +
      `${delivery.acknowledged} stored and acknowledged, ${delivery.delivered}/${load.messages} delivered ` +
      `(${delivery.refused} refused${delivery.refused ? `: ${refusalsOf(delivery)}` : ''}, ${delivery.lost} lost) in ${delivery.sendSeconds.toFixed(1)} s; ` +
      `latency p50 ${delivery.p50.toFixed(1)} ms, p99 ${delivery.p99.toFixed(1)} ms, max ${delivery.max.toFixed(1)} ms; ` +
      `before them, a warm-up second: p99 ${delivery.warmUp.p99.toFixed(1)} ms, ${delivery.warmUp.lost} lost of ${delivery.warmUp.messages}`,
  );
}

async function measure(
  database: TestDatabase,
  label: string,
  pairs: readonly Pair[],
  senderUrl: string,
  receiverUrl: string,
): Promise<void> {
  const ready = connectionsRecorded(database.handle.db);
  report(label, await measureDelivery(pairs, senderUrl, receiverUrl, load, ready));
}

const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
if (!postgres || postgres.skip) {
  console.error('bench:sockets needs DATABASE_URL (a PostgreSQL both server processes share).');
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sockets-'));
let database: TestDatabase | undefined;
const servers: ChildProcess[] = [];
try {
  database = await postgres.open();
  if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
  const env = { DATABASE_URL: database.config.url, DATA_DIR: dataDir };
  console.log(
    `sockets: ${socketCount} (${socketCount / 2} pairs), messages: ${load.messages} at ${load.ratePerSecond}/s`,
  );

  const single = await startServer(env);
  servers.push(single.process);
  const pairs = await createPairs(database.handle.db, socketCount);
  await measure(database, 'one process', pairs, single.url, single.url);
  await stopServer(single.process);
  servers.length = 0;

  if (redisUrl) {
    const first = await startServer({ ...env, REDIS_URL: redisUrl });
    servers.push(first.process);
    const second = await startServer({ ...env, REDIS_URL: redisUrl });
    servers.push(second.process);
    await measure(database, 'two processes over Redis', pairs, first.url, second.url);
  } else {
    console.log('two processes over Redis: skipped (REDIS_URL is not set)');
  }
} finally {
  for (const child of servers) await stopServer(child);
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
