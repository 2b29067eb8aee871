import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ChatMessage } from '@dating/contract/schemas';
import type { Kysely } from 'kysely';
import { orderedPair } from '../../src/db/orderedPair';
import { pointAt } from '../../src/db/pointAt';
import type { Database } from '../../src/db/schema';
import { Sessions } from '../../src/modules/accounts/sessions';
import { SessionsRepository } from '../../src/modules/accounts/sessionsRepository';
import { openChatSocket, type RecordingSocket } from '../../test/support/chatTestClient';
import type { StallProbe } from './stallProbe';

const CONNECT_CONCURRENCY = 50;
// A message not delivered by then is counted as lost.
const DELIVERY_TIMEOUT_MS = 60_000;

/** A sender and a receiver with their chat; the tokens open their sockets. */
export interface Pair {
  chatId: number;
  sender: { id: number; token: string };
  receiver: { id: number; token: string };
}

export interface ChatLoad {
  messages: number;
  ratePerSecond: number;
}

/** How measureDelivery's clients behave and what it watches besides them. */
export interface DeliveryOptions {
  /**
   * Every socket acknowledges each `broad` of the other member it hears with `delivered`, as
   * the page's realtime (shared/web) does whatever page is open: the load real members make.
   * Off for the bare relay, which speaks only `message` and `broad`.
   */
  receipts: boolean;
  /** Resolves once the server has recorded this many open sockets. */
  ready?: (sockets: number) => Promise<void>;
  /** The servers' CPU seconds so far, when they can be read. */
  cpuSeconds?: () => number | undefined;
  /** Watches the timed messages: started as they start, told each one's latency. */
  watch?: StallProbe;
}

export interface Delivery {
  sockets: number;
  connectMs: number;
  acknowledged: number;
  delivered: number;
  refused: number;
  /** The refusals' messages, each with how many times it came. */
  refusals: Map<string, number>;
  /**
   * With `receipts`, while the timed messages went: the `delivered` acknowledgements the sockets
   * sent, and the `receipt` events the senders heard (a late one of the warm-up's counts, one
   * still on its way when the last message arrived does not).
   */
  receipts?: { sent: number; heard: number };
  /** With a `watch`: where the timed messages' time went, a few lines. */
  stalls?: string[];
  lost: number;
  sendSeconds: number;
  p50: number;
  p99: number;
  max: number;
  /** The warm-up second before the timed messages: its messages, how many were lost, its p99. */
  warmUp: { messages: number; lost: number; p99: number };
  /**
   * The servers' CPU time over the timed messages, per message (µs), when `cpuSeconds` was
   * given: what a message costs them whatever else the cores run, unlike its latency.
   */
  cpuMicrosPerMessage?: number;
}

/** `count` members (even) as matched pairs, each with its chat and two open sessions. */
export async function createPairs(db: Kysely<Database>, count: number): Promise<Pair[]> {
  const now = new Date();
  const rows = Array.from({ length: count }, (_, index) => ({
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
  const sessions = new Sessions(
    new SessionsRepository(db),
    () => undefined,
    () => now,
  );
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

/** The refusals as `"message" xN`, for a figure's line. */
export function refusalsOf(delivery: Delivery): string {
  return [...delivery.refusals].map(([message, count]) => `"${message}" x${count}`).join(', ');
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** What one round of sending gave: counts, and the latencies of the delivered, sorted. */
interface Round {
  acknowledged: number;
  refused: number;
  refusals: Map<string, number>;
  latencies: number[];
  sendSeconds: number;
}

/**
 * Sends `count` messages round-robin over the pairs at `ratePerSecond`, each timed from its send
 * to its `broad` at the receiver (`onDelivered` hears each time), and waits until each is
 * delivered or refused (or timed out).
 */
async function sendRound(
  pairs: readonly Pair[],
  sockets: readonly RecordingSocket[],
  count: number,
  ratePerSecond: number,
  onDelivered: (ms: number) => void = () => {},
): Promise<Round> {
  const sentAt = new Map<string, number>();
  const round: Round = {
    acknowledged: 0,
    refused: 0,
    refusals: new Map(),
    latencies: [],
    sendSeconds: 0,
  };
  const onBroad = (message: ChatMessage) => {
    const started = sentAt.get(message.client_id);
    if (started === undefined) return;
    sentAt.delete(message.client_id);
    const latency = performance.now() - started;
    round.latencies.push(latency);
    onDelivered(latency);
  };
  const receivers = pairs.map((_, index) => sockets[index * 2 + 1]!.socket);
  for (const receiver of receivers) receiver.on('broad', onBroad);

  const runId = `${process.pid}-${Date.now()}`;
  const intervalMs = 1000 / ratePerSecond;
  const sendStart = performance.now();
  for (let index = 0; index < count; index += 1) {
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
        if (answer.status === 'true') round.acknowledged += 1;
        else {
          round.refused += 1;
          round.refusals.set(answer.message, (round.refusals.get(answer.message) ?? 0) + 1);
        }
      },
    );
  }
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (
    (sentAt.size > round.refused || round.acknowledged + round.refused < count) &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  round.sendSeconds = (performance.now() - sendStart) / 1000;
  for (const receiver of receivers) receiver.off('broad', onBroad);
  round.latencies.sort((a, b) => a - b);
  return round;
}

/**
 * Opens both sockets of every pair, waits for `ready` (the server has recorded them), sends one
 * second of messages to warm up (timed apart: a process's first messages run cold code and
 * prepare their statements), then sends `load.messages` round-robin over the pairs at
 * `load.ratePerSecond` and times each from its send to its `broad` at the receiver.
 */
export async function measureDelivery(
  pairs: readonly Pair[],
  senderUrl: string,
  receiverUrl: string,
  load: ChatLoad,
  { receipts, ready = async () => {}, cpuSeconds = () => undefined, watch }: DeliveryOptions,
): Promise<Delivery> {
  const jobs = pairs.flatMap((pair) => [
    { url: senderUrl, token: pair.sender.token },
    { url: receiverUrl, token: pair.receiver.token },
  ]);
  const connectStart = performance.now();
  const sockets = await connectAll(jobs);
  const connectMs = performance.now() - connectStart;
  await ready(sockets.length);
  const tally = { sent: 0, heard: 0 };
  if (receipts) {
    for (const [index, { socket }] of sockets.entries()) {
      const pair = pairs[Math.floor(index / 2)]!;
      const ownId = index % 2 === 0 ? pair.sender.id : pair.receiver.id;
      socket.on('broad', (message) => {
        if (message.sender_id === ownId) return;
        socket.emit('delivered', { chatid: message.chat_id, message_id: message.id });
        tally.sent += 1;
      });
      socket.on('receipt', () => {
        tally.heard += 1;
      });
    }
  }

  const warmUp = await sendRound(pairs, sockets, load.ratePerSecond, load.ratePerSecond);
  await watch?.start();
  const cpuBefore = cpuSeconds();
  const timedFrom = process.hrtime.bigint();
  const tallyBefore = { ...tally };
  const round = await sendRound(pairs, sockets, load.messages, load.ratePerSecond, (ms) =>
    watch?.answered('message', ms),
  );
  const cpuAfter = cpuSeconds();
  noteTimedWindow(timedFrom, process.hrtime.bigint());
  const stalls = await watch?.stop();
  const roundReceipts = receipts
    ? { sent: tally.sent - tallyBefore.sent, heard: tally.heard - tallyBefore.heard }
    : undefined;
  for (const client of sockets) client.socket.disconnect();

  const { latencies } = round;
  return {
    sockets: sockets.length,
    connectMs,
    acknowledged: round.acknowledged,
    delivered: latencies.length,
    refused: round.refused,
    refusals: round.refusals,
    receipts: roundReceipts,
    stalls,
    lost: load.messages - latencies.length - round.refused,
    sendSeconds: round.sendSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    warmUp: {
      messages: load.ratePerSecond,
      lost: load.ratePerSecond - warmUp.latencies.length - warmUp.refused,
      p99: percentile(warmUp.latencies, 0.99),
    },
    cpuMicrosPerMessage:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : ((cpuAfter - cpuBefore) * 1e6) / load.messages,
  };
}

/**
 * With BENCH_CPU_PROF (the servers' CPU profiles' folder), adds the timed messages' window to its
 * `timed-windows.txt`: a line `<from> <to>` in µs of the monotonic clock a V8 profile's
 * timestamps count (Linux), so a profile can be read over those messages alone.
 */
function noteTimedWindow(from: bigint, to: bigint): void {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return;
  // The relay's window comes first, before any server process has made the folder.
  mkdirSync(folder, { recursive: true });
  appendFileSync(path.join(folder, 'timed-windows.txt'), `${from / 1000n} ${to / 1000n}\n`);
}

/** Waits until the server has recorded `connections` open sockets (online status). */
export function connectionsRecorded(db: Kysely<Database>) {
  return async (connections: number): Promise<void> => {
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const row = await db
        .selectFrom('member_connections')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(row.count) >= connections) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The connections were not all recorded within 2 minutes');
  };
}

/**
 * The bare relay (bench/bareServer.ts) in two processes sharing Redis, senders on one and
 * receivers on the other as the product's two processes are measured: what that topology costs
 * without the product's work. `start` starts a process of a script with its environment; the
 * caller stops both.
 */
export async function measureRelayOverRedis(
  start: (env: Record<string, string>, script: string) => Promise<{ url: string }>,
  pairs: readonly Pair[],
  load: ChatLoad,
  redisUrl: string,
  options: Omit<DeliveryOptions, 'receipts'> = {},
): Promise<Delivery> {
  const senders = await start({ REDIS_URL: redisUrl }, 'bench/bareServer.ts');
  const receivers = await start({ REDIS_URL: redisUrl }, 'bench/bareServer.ts');
  return measureDelivery(pairs, senders.url, receivers.url, load, { ...options, receipts: false });
}
