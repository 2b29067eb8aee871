import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseLanes } from '../db/databaseLanes';
import { openDatabase, type DatabaseHandle } from '../db/openDatabase';
import { prepareDatabase } from '../db/prepareDatabase';
import type { Database } from '../db/schema';
import type { RateLimitStore } from '../limits/rateLimitStore';
import { openRedisRateLimits } from '../limits/redisRateLimits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ordinary lane: plugins' own statements (see DatabaseHandle.db). */
    db: Kysely<Database>;
    /** The one handle the services' repositories take, a lane per query kind (DatabaseLanes). */
    database: DatabaseLanes;
    /** LISTEN on the database: notices from other processes (see DatabaseHandle.listen). */
    listenDatabase: DatabaseHandle['listen'];
    /**
     * The one store of every RateLimiter of the app: Redis with REDIS_URL (under
     * REDIS_KEY_PREFIX), otherwise the database's (see DatabaseHandle.rateLimits).
     */
    rateLimits: RateLimitStore;
  }
}

export interface DatabasePluginOptions {
  /** An open database the caller owns (tests share one between apps); otherwise one is opened. */
  handle?: DatabaseHandle;
}

/** How long closing waits for handlers still running before the database goes anyway. */
const HANDLERS_WAIT_MS = 10_000;

/** Opens the configured database, migrates and seeds it, and closes it with the app. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { handle: given }) => {
    const handle =
      given ??
      (await openDatabase(app.config.database, (error, what) =>
        app.log.error({ err: error }, what),
      ));
    try {
      await prepareDatabase(handle.db);
    } catch (error) {
      if (!given) await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('database', handle.database);
    app.decorate('listenDatabase', handle.listen);
    const { redisUrl, redisKeyPrefix } = app.config;
    const redisLimits = redisUrl
      ? await openRedisRateLimits(redisUrl, redisKeyPrefix, (error) =>
          app.log.error({ err: error }, 'redis (rate limits)'),
        )
      : null;
    app.decorate('rateLimits', redisLimits?.store ?? handle.rateLimits);
    if (redisLimits) app.addHook('onClose', redisLimits.close);
    if (given) return;
    // A handler whose client has gone keeps running, but its connection no longer holds the
    // server's close: the database waits for it, or its next query would fail half-way through
    // its work. A handler is running from its preHandler hooks until its answer is sent.
    const running = new Set<FastifyRequest>();
    app.addHook('preHandler', (request, _reply, done) => {
      running.add(request);
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      running.delete(request);
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      const deadline = Date.now() + HANDLERS_WAIT_MS;
      while (running.size > 0 && Date.now() < deadline) await sleep(10);
      if (running.size > 0) app.log.warn(`${running.size} handlers still running: closing anyway`);
      await handle.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
