/**
 * People near you at scale: seeds members over many cities (100,000 by default) with
 * generate_series, then times webgetpeople through the real app (HTTP inject, the member's
 * default filter: 100 km, 18 to 60, everyone) and prints p50, p99 and the database's plan.
 *
 *   pnpm --filter @dating/server bench:people [--members 1000000] [--calls 500]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @dating/server bench:people
 *
 * PGlite in memory by default; with DATABASE_URL, a fresh schema of that database, dropped at
 * the end.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DEFAULT_LANGUAGE } from '@dating/contract/rules';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { CachedCards, withCards } from '../src/modules/discovery/cachedCards';
import { DiscoveryRepository } from '../src/modules/discovery/discoveryRepository';
import { benchBackend } from '../test/support/testBackends';
import { testConfig } from '../test/support/testConfig';
import { seedMembers } from './support/seedMembers';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    calls: { type: 'string', default: '500' },
    cities: { type: 'string', default: '400' },
  },
});
const memberCount = Number(options.members);
const callCount = Number(options.calls);
const cityCount = Number(options.cities);
const SEARCHERS = 200;

const backend = benchBackend();

const database = await backend.open();
const app = await buildApp(testConfig(), { database: database.handle });
try {
  const seedStart = performance.now();
  await seedMembers(app.db, memberCount, cityCount);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const searcherIds = (
    await app.db
      .selectFrom('members')
      .select('id')
      .orderBy(sql`id * 2654435761 % 4294967296`)
      .limit(SEARCHERS)
      .execute()
  ).map((row) => row.id);
  const headers = await Promise.all(
    searcherIds.map(async (id) => ({ authorization: `Bearer ${await app.sessions.open(id)}` })),
  );

  const call = async (index: number): Promise<number> => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/webgetpeople',
      headers: headers[index % headers.length],
      payload: { limit: '20' },
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(response.body);
    return elapsed;
  };
  for (let index = 0; index < 20; index += 1) await call(index);
  const times: number[] = [];
  for (let index = 0; index < callCount; index += 1) times.push(await call(index));
  times.sort((a, b) => a - b);
  const percentile = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;

  const repository = new DiscoveryRepository(app.database);
  const nearby = new CachedCards(repository);
  const query = (searcherId: number) => ({
    searcherId,
    limit: 20,
    now: new Date(),
    language: DEFAULT_LANGUAGE,
  });

  console.log(`webgetpeople on ${backend.name}`);
  console.log(
    `members ${memberCount.toLocaleString('en')} in ${cityCount} cities, seeded in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)} (other work shares these cores)`,
  );
  console.log(
    `${callCount} calls (HTTP inject, 20 people, 100 km): p50 ${percentile(0.5).toFixed(2)} ms, p99 ${percentile(0.99).toFixed(2)} ms`,
  );
  // The database's share: the same read straight through the repository.
  const queryTimes: number[] = [];
  for (let index = 0; index < callCount; index += 1) {
    const started = performance.now();
    const page = query(searcherIds[index % searcherIds.length] ?? 1);
    const window = await nearby.nearbyPage(page);
    await withCards(nearby, window.slice(0, page.limit), page.language);
    queryTimes.push(performance.now() - started);
  }
  queryTimes.sort((a, b) => a - b);
  const queryPercentile = (p: number) =>
    queryTimes[Math.min(queryTimes.length - 1, Math.floor(p * queryTimes.length))] ?? 0;
  console.log(
    `the repository's read alone (the page's statement: searcher, boosted part, nearest part, the ranking's inputs of the window of 80 with the caller's tallies and the admin's weights; then the cards of 20 not yet kept, with their photos and prompts): p50 ${queryPercentile(0.5).toFixed(2)} ms, p99 ${queryPercentile(0.99).toFixed(2)} ms`,
  );
  console.log('\nplan:');
  console.log(await repository.explainNearby(query(searcherIds[0] ?? 1)));
} finally {
  await app.close();
  await database.close();
}
