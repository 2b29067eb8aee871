import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { testBackends, type TestDatabase } from './testBackends';
import { testConfig } from './testConfig';

const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
const redisUrl = process.env.REDIS_URL;

/** Why a run across two processes cannot happen here (no Redis, no PostgreSQL), else false. */
export const twoProcessesSkip: string | false = !redisUrl
  ? 'REDIS_URL is not set: the two-process run is skipped'
  : (postgres?.skip ?? 'no PostgreSQL backend');

export interface TwoServerProcesses {
  /** The two apps, filled once the suite's `before` has run. */
  apps: FastifyInstance[];
  /** Their addresses, in the same order. */
  urls: string[];
}

/**
 * Two servers as two processes would be: each its own pool on one fresh PostgreSQL schema and
 * its own Redis connections, listening on ports of their own; this run's keys start with a
 * prefix of its own (other test processes share the machine's Redis) and go at the end. Call it
 * inside a suite skipped with `twoProcessesSkip`.
 */
export function useTwoServerProcesses(
  label: string,
  options: BuildAppOptions = {},
): TwoServerProcesses {
  const servers: TwoServerProcesses = { apps: [], urls: [] };
  const redisKeyPrefix = `test-${label}-${process.pid}-${Date.now()}:`;
  let database: TestDatabase | undefined;
  before(async () => {
    database = await postgres!.open();
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp(
        testConfig({ redisUrl, redisKeyPrefix, database: database.config }),
        options,
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      servers.urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
      servers.apps.push(app);
    }
  });
  after(async () => {
    for (const app of servers.apps) await app.close();
    await database?.close();
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    await redis.del(`${redisKeyPrefix}socket.io`);
    await redis.close();
  });
  return servers;
}
