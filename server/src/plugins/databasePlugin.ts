import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/openDatabase';
import { prepareDatabase } from '../db/prepareDatabase';
import type { Database } from '../db/schema';
import type { RateLimitStore } from '../limits/rateLimitStore';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** LISTEN on the database: notices from other processes (see DatabaseHandle.listen). */
    listenDatabase: DatabaseHandle['listen'];
    /** The one store of every RateLimiter of the app (see DatabaseHandle.rateLimits). */
    rateLimits: RateLimitStore;
  }
}

export interface DatabasePluginOptions {
  /** An open database the caller owns (tests share one between apps); otherwise one is opened. */
  handle?: DatabaseHandle;
}

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
    app.decorate('listenDatabase', handle.listen);
    app.decorate('rateLimits', handle.rateLimits);
    if (!given) app.addHook('onClose', () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
