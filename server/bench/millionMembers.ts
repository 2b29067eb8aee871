/**
 * A day's mixed load on a country of members (1,000,000 by default), on PostgreSQL only.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
 *     BENCH_MEMBERS=1000000 pnpm --filter @dating/server bench:million
 *
 * Creates a fresh database beside DATABASE_URL's (dropped at the end, whatever happens), brings
 * it to the current schema as a first start does, seeds it set-based (seedCountry: members over
 * France with photos, prompt and compatibility answers, identities, filters, sessions, swipes,
 * matches, conversations and visits), VACUUM ANALYZE. BENCH_DATABASE=<name> keeps the database
 * instead: seeded when absent (or empty), kept at the end, and the next run with the same name
 * starts from its seed (its comment holds the sessions' token prefix), brought to the current
 * schema, with the rows earlier runs added. Then it starts the real server on it as
 * `pnpm start` runs it (two processes over Redis when REDIS_URL is set). Signed-in members (a
 * sample of LOAD_MEMBERS, their tokens seeded in `sessions` as sign-in stores them: the sha-256
 * of the token) call it in a day's proportions (MIX). First the peak: the mix from more and more
 * callers at once, each sending again when answered (BENCH_STEP_SECONDS a step), until the rate
 * stops rising; then BENCH_SECONDS at half that rate (or at BENCH_RATE calls a second, to compare two
 * runs at one load), the calls arriving at a steady pace, with
 * the raw nearest-neighbour query (rawNearest) sampled in the same window at webgetpeople's
 * rate. Prints each call's p50/p99 there, webgetpeople's against the raw query's, where the
 * window's time went (support/stallProbe.ts: the database's wait events, checkpoints and sessions
 * opened, each server process's event loop delay, CPU, GC and pool waits, the seconds the slow
 * calls started in, the uploads, the bench's own event loop), and the plan of webgetpeople's
 * statement; keeps them in docs/bench/ (BENCH_RECORD=off: a trial).
 * A benchmark, not a test: the figures move with the machine's other work (load average printed).
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/openDatabase';
import { prepareDatabase } from '../src/db/prepareDatabase';
import { DiscoveryRepository } from '../src/modules/discovery/discoveryRepository';
import { processPhoto } from '../src/modules/photos/photoProcessor';
import { drawnPhoto } from '../test/support/visionPictures';
import { BenchOutput, recordBenchRun } from './support/benchRecord';
import {
  closedLoop,
  LoadClient,
  openLoop,
  type LoadRequest,
  type LoadWindow,
} from './support/mixedLoad';
import { explainRawNearest, rawNearest } from './support/rawNearest';
import { seedCountry, type SeededCountry, type SeedImages } from './support/seedCountry';
import { SERVER_PROBE, StallProbe } from './support/stallProbe';
import {
  raisePriority,
  startServer,
  stopServer,
  type ServerProcess,
} from './support/serverProcess';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:million runs on PostgreSQL only: set DATABASE_URL');
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL;
const memberCount = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const measuredSeconds = Number(process.env.BENCH_SECONDS ?? 30);
/** The measured window's rate, when given; else half the peak found. */
const fixedRate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 5);
/** The members who call during the run (a day's active ones), drawn at random. */
const LOAD_MEMBERS = 50_000;
/** Conversations the run's messages go to, drawn at random. */
const LOAD_CHATS = 20_000;
/** The most calls a second the machine is expected to take: uploads' pictures are drawn for it. */
const MOST_CALLS_A_SECOND = 1_000;
/** Callers at once, step by step, while looking for the peak. */
const RAMP = [1, 2, 4, 8, 16, 32, 64, 128];

/**
 * A day's calls per 1,000: mostly reads (the deck, profiles opened, the counts' badge, the
 * conversation list), then swipes (about two nopes for each like), visits recorded with profiles
 * opened, messages read and sent; a photo upload is rare (a few at sign-up, then now and then:
 * about one for every 1,000 calls of a member's day; BENCH_UPLOADS sets it, 0 leaves them out:
 * each costs the server seconds of CPU on a busy machine, the vision models' work).
 */
const MIX = {
  webgetpeople: 200,
  webprofilenew: 140,
  webgetcounts: 120,
  webprofile: 60,
  webunmatch: 140,
  webmatch: 80,
  webvisitprofile: 60,
  webgetchat: 70,
  webgetchatmessage: 65,
  websendmessage: 64,
  uploadimageweb: Number(process.env.BENCH_UPLOADS ?? 1),
} as const;
type MixCall = keyof typeof MIX;
const MIX_SHARES = Object.entries(MIX) as [MixCall, number][];
const MIX_TOTAL = MIX_SHARES.reduce((sum, [, share]) => sum + share, 0);
const RAW_KNN = 'raw KNN query';

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** A camera-like picture (noise compresses like a photo's detail): `shade` tells them apart. */
function cameraPicture(shade: number, width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90 + shade * 25, g: 120, b: 200 - shade * 20 },
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** The few files every seeded photo row points at, stored as an upload stores them. */
async function writeSeedImages(uploadsDir: string): Promise<SeedImages> {
  mkdirSync(uploadsDir, { recursive: true });
  const images = { full: [] as string[], blurred: [] as string[], card: [] as string[] };
  for (let shade = 0; shade < 6; shade += 1) {
    const { full, blurred, card } = await processPhoto(await cameraPicture(shade, 1200, 1600));
    const names = [
      `bench-photo-${shade}.jpg`,
      `bench-photo-${shade}-blurred.jpg`,
      `bench-photo-${shade}-card.webp`,
    ] as const;
    writeFileSync(path.join(uploadsDir, names[0]), full);
    writeFileSync(path.join(uploadsDir, names[1]), blurred);
    writeFileSync(path.join(uploadsDir, names[2]), card);
    images.full.push(names[0]);
    images.blurred.push(names[1]);
    images.card.push(names[2]);
  }
  return images;
}

function windowTable(window: LoadWindow) {
  return Object.entries(window.calls).map(([call, figures]) => ({
    call,
    calls: fixed(figures.calls),
    p50: `${fixed(figures.p50, 1)} ms`,
    p99: `${fixed(figures.p99, 1)} ms`,
    failed:
      Object.entries(figures.failed)
        .map(([status, count]) => `${count} x ${status}`)
        .join(', ') || '0',
  }));
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A database kept between runs (BENCH_DATABASE), else a fresh one dropped at the end. */
const keptDatabase = process.env.BENCH_DATABASE;
const databaseName = keptDatabase ?? `bench_million_${process.pid}`;
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) {
  console.error(`BENCH_DATABASE: a plain lower-case name, not ${databaseName}`);
  process.exit(1);
}
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
/**
 * What a kept database's seed was, in its comment (written once the seed is done): the members'
 * token prefix their sessions were seeded with, and the figures the record prints.
 */
interface SeedNote {
  tokenPrefix: string;
  seeded: SeededCountry;
  seedSeconds: number;
}
const { rows: existing } = await admin.query<{ note: string | null }>(
  `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
  [databaseName],
);
const seedNote = existing[0]?.note ? (JSON.parse(existing[0].note) as SeedNote) : null;
if (existing.length === 0) await admin.query(`CREATE DATABASE ${databaseName}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'dating-bench-million-'));
const handle = await openDatabase({ kind: 'postgres', url: databaseUrl.toString() });
let server: ServerProcess | undefined;
const output = new BenchOutput();
const { print: say } = output;

/** Seeds the country and, for a kept database, notes the seed in its comment. */
async function seed(images: SeedImages): Promise<SeedNote> {
  const tokenPrefix = randomBytes(16).toString('base64url');
  const seedStart = performance.now();
  const seeded = await seedCountry(handle.db, { count: memberCount, images, tokenPrefix }, log);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const note = { tokenPrefix, seeded, seedSeconds };
  if (keptDatabase) {
    await admin.query(
      `COMMENT ON DATABASE ${databaseName} IS ${pg.escapeLiteral(JSON.stringify(note))}`,
    );
  }
  return note;
}
/**
 * The machine's huge pages, when the database runs on it. A cache of gigabytes in 4 KB pages is
 * faulted in page by page by each backend that touches it: on a virtual machine where a fault
 * took some 13 µs, the peak fell from 255 to 95 calls/s and every p99 passed a second.
 * `sysctl vm.nr_hugepages=3300` (6 GB in 2 MB pages) and a restart give PostgreSQL huge pages
 * (its `huge_pages = try`).
 */
function hugePagesOf(url: URL): string {
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return '';
  try {
    const info = readFileSync('/proc/meminfo', 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
    const total = field('HugePages_Total');
    const inUse = total - field('HugePages_Free') + field('HugePages_Rsvd');
    return total === 0 ? ', no huge pages' : `, huge pages ${inUse} of ${total} in use`;
  } catch {
    return '';
  }
}

try {
  // The bench and the servers it starts (which inherit it) ahead of the machine's other work.
  const raised = raisePriority();
  const loadAtStart = load();
  log(`machine: ${os.cpus().length} cores, load average ${loadAtStart}; ${databaseName}`);
  await prepareDatabase(handle.db);
  // The seeded photo rows name these files: written again for a kept database's run.
  const images = await writeSeedImages(path.join(dataDir, 'uploads'));
  if (!seedNote && existing.length > 0) {
    const { rows: filled } = await sql<{ members: number }>`
      SELECT count(*)::int AS members FROM (SELECT 1 FROM members LIMIT 1) m`.execute(handle.db);
    if (filled[0]?.members) {
      throw new Error(
        `${databaseName} holds members but no finished seed: drop it or name another`,
      );
    }
  }
  const { tokenPrefix, seeded, seedSeconds } = seedNote ?? (await seed(images));
  if (seedNote) log(`reusing ${databaseName}, seeded before`);
  // The server's cache beside the database's size: the deck's reads are the rows of random
  // neighbourhoods, so one that holds the database answers them without a read from the OS.
  const { rows: sized } = await sql<{ size: string; shared_buffers: string }>`
    SELECT pg_size_pretty(pg_database_size(current_database())) AS size,
      current_setting('shared_buffers') AS shared_buffers`.execute(handle.db);
  const databaseSize = `${sized[0]?.size ?? '?'}, shared_buffers ${sized[0]?.shared_buffers ?? '?'}${hugePagesOf(databaseUrl)}`;
  log(`seeded in ${fixed(seedSeconds)} s, ${databaseSize}: ${JSON.stringify(seeded.rows)}`);

  const probeDir = path.join(dataDir, 'probe');
  mkdirSync(probeDir);
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    BENCH_PROBE_DIR: probeDir,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${SERVER_PROBE}`.trim(),
    // The day's uploads pass the vision checks, as a member's do.
    VISION: 'on',
  };
  const workers = redisUrl ? 2 : 1;
  const serverStart = new Date();
  // Limits counted afresh each run, as on a fresh database (the prefix defaults to its name).
  const redisEnv = {
    REDIS_URL: redisUrl ?? '',
    REDIS_KEY_PREFIX: `${databaseName}_${process.pid}`,
  };
  server = redisUrl
    ? await startServer({ ...env, ...redisEnv, WEB_CONCURRENCY: '2' }, 'src/supervisor.ts')
    : await startServer(env);
  // The jobs a start runs (after a seed, the deck's rank signals count every recent chat and
  // swipe) end before the load begins: the figures are of a day's calls, not of a deploy's first
  // seconds.
  // A kept database's rows may have fallen due in an earlier run for a job this start does not
  // run at once (the e-mail digests, every 5 minutes): not waited for.
  const startJobs = performance.now();
  while (
    performance.now() - startJobs < 120_000 &&
    (
      await sql<{ running: number }>`
        SELECT count(*)::int AS running FROM scheduled_jobs
        WHERE claimed_until > now() OR next_run_at BETWEEN ${serverStart} AND now()`.execute(
        handle.db,
      )
    ).rows[0]?.running
  ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`start-up jobs done in ${fixed((performance.now() - startJobs) / 1000, 1)} s`);
  // The seed's and the start's writes (the rank signals rewrite every member's row: some 500 MB
  // of WAL) on disk now, or their checkpoint writes and syncs them during the measured window.
  await sql`CHECKPOINT`.execute(handle.db);

  const members = (
    await sql<{ id: number }>`
      SELECT id FROM members WHERE status = 'active'
      ORDER BY hashint4(id + ${Math.floor(Math.random() * 1e6)}) LIMIT ${LOAD_MEMBERS}`.execute(
      handle.db,
    )
  ).rows.map((row) => row.id);
  const chats = (
    await sql<{ id: number; member_low: number; member_high: number }>`
      SELECT c.id, c.member_low, c.member_high FROM chats c
        JOIN members l ON l.id = c.member_low AND l.status = 'active'
        JOIN members h ON h.id = c.member_high AND h.status = 'active'
      ORDER BY hashint4(c.id) LIMIT ${LOAD_CHATS}`.execute(handle.db)
  ).rows;
  // Each upload another picture: the screening refuses a copy of another member's photo (20
  // pictures sent in turn had all been sent by the measured window, which then timed refusals).
  // Drawn before the run, as many as the warm-up, the ramp and the window send at most.
  const uploadShare = MIX.uploadimageweb / MIX_TOTAL;
  const runSeconds = stepSeconds * (2 + RAMP.length) + measuredSeconds;
  const uploadPictures = 4 + Math.ceil(uploadShare * MOST_CALLS_A_SECOND * runSeconds);
  const uploadBodies: string[] = [];
  for (let picture = 0; picture < uploadPictures; picture += 1) {
    const bytes = await drawnPhoto(Math.floor(Math.random() * 2 ** 31));
    uploadBodies.push(
      JSON.stringify({
        file: `data:image/jpeg;base64,${bytes.toString('base64')}`,
        language: 'fr',
      }),
    );
  }
  let uploads = 0;

  /**
   * The cards each member was last dealt, and who was dealt some lately: swipes, profiles opened
   * and visits are a browsing member's, of a card in their deck, as in the app.
   */
  const decks = new Map<number, number[]>();
  const browsing: number[] = [];
  const dealt = (memberId: number) => (body: string) => {
    const { peoples } = JSON.parse(body) as { peoples: { user_id: number }[] };
    decks.set(
      memberId,
      peoples.map((card) => card.user_id),
    );
    browsing.push(memberId);
    if (browsing.length > 2000) browsing.shift();
  };
  /** A browsing member and a card of their deck (taken off it for a swipe). */
  const cardOf = (take: boolean): { id: number; card: number } | undefined => {
    for (let attempt = 0; attempt < 5 && browsing.length > 0; attempt += 1) {
      const id = pick(browsing);
      const deck = decks.get(id) ?? [];
      const card = take ? deck.shift() : pick(deck);
      if (card !== undefined) return { id, card };
    }
    return undefined;
  };
  const tokenOf = (memberId: number) => `${tokenPrefix}${memberId}`;
  /** A call of `memberId`'s, its body sent as JSON (the upload's is JSON already). */
  const requestAs = (
    call: MixCall,
    memberId: number,
    body: Record<string, string> | string,
    answered?: LoadRequest['answered'],
  ): LoadRequest => ({
    call,
    path: `/api/${call}`,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    token: tokenOf(memberId),
    ...(answered && { answered }),
  });
  /** A browsing member's call about a card of their deck, else a deck read when none is dealt. */
  const aboutCard = (
    call: MixCall,
    take: boolean,
    body: (card: number) => Record<string, string>,
  ): LoadRequest => {
    const browser = cardOf(take);
    if (!browser) return requestOf.webgetpeople();
    return requestAs(call, browser.id, { user_id: String(browser.id), ...body(browser.card) });
  };
  const requestOf: Record<MixCall, () => LoadRequest> = {
    webgetpeople: () => {
      const id = pick(members);
      const body = { user_id: String(id), timestamp: String(Date.now()), limit: '20' };
      return requestAs('webgetpeople', id, body, dealt(id));
    },
    webprofilenew: () => aboutCard('webprofilenew', false, (card) => ({ friend_id: String(card) })),
    webgetcounts: () => {
      const id = pick(members);
      return requestAs('webgetcounts', id, { user_id: String(id) });
    },
    webprofile: () => {
      const id = pick(members);
      return requestAs('webprofile', id, { user_id: String(id) });
    },
    webunmatch: () => aboutCard('webunmatch', true, (card) => ({ follow_id: String(card) })),
    webmatch: () =>
      aboutCard('webmatch', true, (card) => ({ follow_id: String(card), type: 'like' })),
    webvisitprofile: () =>
      aboutCard('webvisitprofile', false, (card) => ({ visit_user_id: String(card) })),
    webgetchat: () => {
      const id = pick(members);
      const body = { user_id: String(id), timestamp: String(Date.now()), limit: '20', sort: '' };
      return requestAs('webgetchat', id, body);
    },
    webgetchatmessage: () => {
      const chat = pick(chats);
      const id = Math.random() < 0.5 ? chat.member_low : chat.member_high;
      return requestAs('webgetchatmessage', id, { user_id: String(id), chat_id: String(chat.id) });
    },
    websendmessage: () => {
      const chat = pick(chats);
      const [sender, receiver] =
        Math.random() < 0.5
          ? [chat.member_low, chat.member_high]
          : [chat.member_high, chat.member_low];
      return requestAs('websendmessage', sender, {
        sender_id: String(sender),
        receiver_id: String(receiver),
        chat_id: String(chat.id),
        message: 'On se retrouve au café samedi ?',
        chat_time: String(Date.now()),
        language: 'fr',
      });
    },
    uploadimageweb: () => {
      uploads += 1;
      return requestAs(
        'uploadimageweb',
        pick(members),
        uploadBodies[uploads % uploadBodies.length]!,
      );
    },
  };
  const next = () => {
    let draw = Math.random() * MIX_TOTAL;
    for (const [call, share] of MIX_SHARES) {
      draw -= share;
      if (draw < 0) return requestOf[call]();
    }
    return requestOf.webgetpeople();
  };

  /**
   * The PostgreSQL backends of this database (the servers' and the bench's connections) at the
   * servers' priority, or they would wait behind the machine's other work while the servers do not.
   */
  const raiseBackends = async () => {
    if (!raised) return;
    const { rows: backends } = await sql<{ pid: number }>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(handle.db);
    for (const { pid } of backends) raisePriority(pid);
  };
  const client = new LoadClient(server.url);
  try {
    // The first upload in each server process loads the vision models: before anything is timed.
    for (let upload = 0; upload < 4; upload += 1) {
      const { ms, failure } = await client.send(requestOf.uploadimageweb());
      log(`upload warm-up: ${fixed(ms)} ms${failure ? `, ${failure.status} ${failure.text}` : ''}`);
    }
    log(`warm-up: 8 callers for ${stepSeconds * 2} s`);
    await closedLoop(client, next, 8, stepSeconds * 2);
    await raiseBackends();
    const ramp: { connections: number; window: LoadWindow }[] = [];
    for (const connections of RAMP) {
      const window = await closedLoop(client, next, connections, stepSeconds);
      const failed = Object.values(window.calls).reduce(
        (sum, figures) => sum + Object.values(figures.failed).reduce((a, b) => a + b, 0),
        0,
      );
      log(
        `ramp: ${connections} callers, ${fixed(window.perSecond)} calls/s, ${failed} failed (load ${load()})`,
      );
      const best = Math.max(...ramp.map((step) => step.window.perSecond));
      ramp.push({ connections, window });
      if (ramp.length > 2 && window.perSecond < best * 1.05) break;
    }
    const peak = ramp.reduce((best, step) =>
      step.window.perSecond > best.window.perSecond ? step : best,
    );
    const half = fixedRate ?? peak.window.perSecond / 2;
    log(
      `peak ${fixed(peak.window.perSecond)} calls/s with ${peak.connections} callers; now ${measuredSeconds} s at ${fixed(half)} calls/s`,
    );
    await raiseBackends();
    const probe = new StallProbe(databaseUrl.toString(), probeDir);
    await probe.start();
    client.onAnswer = (call, ms) => probe.answered(call, ms);
    const measured = await openLoop(client, next, {
      perSecond: half,
      seconds: measuredSeconds,
      warmUpSeconds: 3,
      beside: {
        name: RAW_KNN,
        perSecond: (half * MIX.webgetpeople) / MIX_TOTAL,
        run: () => rawNearest(handle.db, pick(members)),
      },
    });
    client.onAnswer = null;
    const stalls = await probe.stop();
    const people = measured.calls.webgetpeople;
    const knn = measured.calls[RAW_KNN];
    const ratio = (a?: number, b?: number) => (a && b ? fixed(a / b, 2) : '?');
    const planned = pick(members);
    const plan = await new DiscoveryRepository(handle.database).explainNearby({
      searcherId: planned,
      limit: 20,
      now: new Date(),
      language: 'fr',
    });
    const rawPlan = await explainRawNearest(handle.db, planned);

    const conditions =
      `bench:million on PostgreSQL, ${fixed(seeded.members)} members in ${seeded.towns} French towns ` +
      `(seeded in ${fixed(seedSeconds)} s, ${databaseSize}), server ${workers} process(es)` +
      `${redisUrl ? ' over Redis' : ''}${raised ? ', bench, server and their database backends at nice -10' : ''}; ${LOAD_MEMBERS.toLocaleString('en')} members calling; ` +
      `peak ${fixed(peak.window.perSecond)} calls/s (${peak.connections} callers), measured ` +
      `${measuredSeconds} s at ${fixed(half)} calls/s; load average ${loadAtStart} at the start, ` +
      `${load()} at the end`;
    say(`\n${conditions}`);
    say(`rows: ${JSON.stringify(seeded.rows)}`);
    say(
      `ramp: ${ramp.map((step) => `${step.connections} callers ${fixed(step.window.perSecond)}/s`).join(', ')}`,
    );
    say(
      `\nat ${fixedRate ? 'BENCH_RATE' : 'half of the peak'} (${fixed(half)} calls/s, ${fixed(measured.perSecond)} answered/s):`,
    );
    say('| call | calls | p50 | p99 | failed |');
    say('| --- | --- | --- | --- | --- |');
    const rows = windowTable(measured);
    for (const row of rows)
      say(`| ${row.call} | ${row.calls} | ${row.p50} | ${row.p99} | ${row.failed} |`);
    for (const [call, figures] of Object.entries(measured.calls)) {
      if (figures.firstFailure) say(`${call}, first failure: ${figures.firstFailure}`);
    }
    say(`\nwhere the window's time went:\n${stalls.join('\n')}`);
    say(
      `\nwebgetpeople / raw KNN query, same window: p50 ${ratio(people?.p50, knn?.p50)}x, ` +
        `p99 ${ratio(people?.p99, knn?.p99)}x`,
    );
    // The plans' outlines, for one member: the nearest-neighbour scan and the times.
    const outline = (text: string) =>
      text
        .split('\n')
        .filter((line) => /members_deck_position|Planning Time|Execution Time/.test(line))
        .map((line) => line.trim())
        .join('\n');
    say(`\nwebgetpeople's statement (EXPLAIN ANALYZE, generic plan), outline:\n${outline(plan)}`);
    say(`\nthe raw KNN query (EXPLAIN ANALYZE), outline:\n${outline(rawPlan)}`);
    recordBenchRun('million-members', {
      conditions,
      tables: [
        { columns: ['call', 'calls', 'p50', 'p99', 'failed'], rows },
        {
          columns: ['measure', 'figure'],
          rows: [
            { measure: 'webgetpeople / raw KNN, p50', figure: `${ratio(people?.p50, knn?.p50)}x` },
            { measure: 'webgetpeople / raw KNN, p99', figure: `${ratio(people?.p99, knn?.p99)}x` },
            ...ramp.map((step) => ({
              measure: `ramp, ${step.connections} callers`,
              figure: `${fixed(step.window.perSecond)} calls/s`,
            })),
          ],
        },
      ],
      printed: output.printed,
    });
  } finally {
    client.close();
  }
} finally {
  if (server) await stopServer(server.process);
  await handle.close();
  if (!keptDatabase) await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
