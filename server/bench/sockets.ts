/**
 * Chat delivery over sockets: opens N socket.io connections (N/2 matched pairs, each pair with
 * its chat), sends messages at a steady rate from one member of each pair to the other and prints
 * the delivery latency (send to `broad` at the receiver) p50 and p99, first with one server
 * process, then with two processes sharing Redis (senders on one, receivers on the other).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     pnpm --filter @dating/server bench:sockets [--sockets 2000] [--messages 4000] [--rate 400]
 *
 * Each server is the real `src/server.ts` in its own process, on a fresh schema of DATABASE_URL
 * that is dropped at the end. Without REDIS_URL only the one-process run happens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ChatMessage } from '@dating/shared/contract';
import type { Kysely } from 'kysely';
import { orderedPair } from '../src/db/orderedPair';
import { pointAt } from '../src/db/pointAt';
import type { Database } from '../src/db/schema';
import { Sessions } from '../src/modules/accounts/sessions';
import { SessionsRepository } from '../src/modules/accounts/sessionsRepository';
import { openChatSocket, type RecordingSocket } from '../test/support/chatTestClient';
import { testBackends, type TestDatabase } from '../test/support/testBackends';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    messages: { type: 'string', default: '4000' },
    rate: { type: 'string', default: '400' },
  },
});
const socketCount = Math.max(2, Math.floor(Number(options.sockets) / 2) * 2);
const messageCount = Number(options.messages);
const ratePerSecond = Number(options.rate);
const CONNECT_CONCURRENCY = 50;
// A message not delivered by then is counted as lost.
const DELIVERY_TIMEOUT_MS = 60_000;

interface Pair {
  chatId: number;
  sender: { id: number; token: string };
  receiver: { id: number; token: string };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server in a child process; resolves once /healthz answers. */
async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
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

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** N/2 matched pairs, each with its chat and two open sessions. */
async function createPairs(db: Kysely<Database>): Promise<Pair[]> {
  const now = new Date();
  const rows = Array.from({ length: socketCount }, (_, index) => ({
    email: `bench-${process.pid}-${index}@example.test`,
    password_hash: 'not-a-real-hash',
    name: `Bench ${index}`,
    birth_date: '1990-01-01',
    gender: 'female' as const,
    location: 'Paris, Ile-de-France, France',
    coordinates: pointAt(2.35, 48.85),
    created_at: now,
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insertInto('members')
      .values(rows.slice(start, start + 500))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  const noSockets = { disconnectMember: () => undefined, disconnectSessions: () => undefined };
  const sessions = new Sessions(new SessionsRepository(db), noSockets, () => now);
  const pairs: Pair[] = [];
  for (let index = 0; index < ids.length; index += 2) {
    const [senderId, receiverId] = [ids[index]!, ids[index + 1]!];
    const pair = orderedPair(senderId, receiverId);
    await db
      .insertInto('matches')
      .values({ ...pair, created_at: now })
      .execute();
    const chat = await db
      .insertInto('chats')
      .values({ ...pair, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    pairs.push({
      chatId: chat.id,
      sender: { id: senderId, token: await sessions.open(senderId) },
      receiver: { id: receiverId, token: await sessions.open(receiverId) },
    });
  }
  return pairs;
}

async function connectAll(
  jobs: readonly { url: string; token: string }[],
): Promise<RecordingSocket[]> {
  const sockets: RecordingSocket[] = new Array<RecordingSocket>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index]!;
      sockets[index] = await openChatSocket(job.url, job.token);
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return sockets;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Sends `messageCount` messages round-robin over the pairs at `ratePerSecond`. */
async function settled(db: Kysely<Database>, connections: number): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const row = await db
      .selectFrom('member_connections')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(row.count) >= connections) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The connections were not all recorded within 2 minutes');
}

async function measure(
  db: Kysely<Database>,
  label: string,
  pairs: readonly Pair[],
  senderUrl: string,
  receiverUrl: string,
): Promise<void> {
  const jobs = pairs.flatMap((pair) => [
    { url: senderUrl, token: pair.sender.token },
    { url: receiverUrl, token: pair.receiver.token },
  ]);
  const connectStart = performance.now();
  const sockets = await connectAll(jobs);
  const connectMs = performance.now() - connectStart;
  // Each connection's online status is written after its handshake: measure once it is done.
  await settled(db, sockets.length);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let refused = 0;
  let acknowledged = 0;
  for (let index = 0; index < pairs.length; index += 1) {
    sockets[index * 2 + 1]!.socket.on('broad', (message: ChatMessage) => {
      const started = sentAt.get(message.client_id);
      if (started === undefined) return;
      sentAt.delete(message.client_id);
      latencies.push(performance.now() - started);
    });
  }

  const runId = `${process.pid}-${label.length}-${Date.now()}`;
  const intervalMs = 1000 / ratePerSecond;
  const sendStart = performance.now();
  for (let index = 0; index < messageCount; index += 1) {
    const target = sendStart + index * intervalMs;
    const delay = target - performance.now();
    if (delay > 1) await new Promise((resolve) => setTimeout(resolve, delay));
    const pairIndex = index % pairs.length;
    const pair = pairs[pairIndex]!;
    const clientId = `b-${runId}-${index}`;
    sentAt.set(clientId, performance.now());
    sockets[pairIndex * 2]!.socket.emit(
      'message',
      {
        chatid: pair.chatId,
        sender_id: pair.sender.id,
        receiver_id: pair.receiver.id,
        message: { client_id: clientId, message: `message ${index}` },
      },
      (answer) => {
        if (answer.status === 'true') acknowledged += 1;
        else refused += 1;
      },
    );
  }
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (
    (sentAt.size > refused || acknowledged + refused < messageCount) &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sendSeconds = (performance.now() - sendStart) / 1000;
  for (const client of sockets) client.socket.disconnect();

  latencies.sort((a, b) => a - b);
  console.log(
    `${label}: ${sockets.length} sockets connected in ${(connectMs / 1000).toFixed(1)} s; ` +
      `${acknowledged} stored and acknowledged, ${latencies.length}/${messageCount} delivered (${refused} refused, ` +
      `${messageCount - latencies.length - refused} lost) in ${sendSeconds.toFixed(1)} s; ` +
      `latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
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
    `sockets: ${socketCount} (${socketCount / 2} pairs), messages: ${messageCount} at ${ratePerSecond}/s`,
  );

  const single = await startServer(env);
  servers.push(single.process);
  const pairs = await createPairs(database.handle.db);
  await measure(database.handle.db, 'one process', pairs, single.url, single.url);
  await stopServer(single.process);
  servers.length = 0;

  if (redisUrl) {
    const first = await startServer({ ...env, REDIS_URL: redisUrl });
    servers.push(first.process);
    const second = await startServer({ ...env, REDIS_URL: redisUrl });
    servers.push(second.process);
    await measure(database.handle.db, 'two processes over Redis', pairs, first.url, second.url);
  } else {
    console.log('two processes over Redis: skipped (REDIS_URL is not set)');
  }
} finally {
  for (const child of servers) await stopServer(child);
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
