import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { TestBackend, TestDatabase } from './testBackends';
import { testConfig } from './testConfig';

/** How a suite's app differs from the plain one. */
export interface TestAppSetup {
  /** On top of testConfig(). */
  config?: Partial<AppConfig>;
  /** buildApp's options; the database is the backend's. */
  options?: Omit<BuildAppOptions, 'database'>;
  /** Routes of the suite's own (probes), added before the app listens. */
  routes?: (app: FastifyInstance) => void;
  /** Listens on a free port of 127.0.0.1, for clients that need one (sockets, fetch); see `url`. */
  listen?: boolean;
  /** Runs before the app closes: what would hold its closing up (open sockets, held requests). */
  beforeClose?: () => void | Promise<void>;
  /** Runs once the app and the database are closed: what the setup made (folders, servers). */
  cleanup?: () => void | Promise<void>;
}

/** The suite's app and database, readable inside its tests and hooks. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  /** `http://127.0.0.1:<port>`, with `listen`. */
  readonly url: string;
}

/**
 * Registers the enclosing describe's before and after hooks: opens the backend's database and
 * builds the app on it, then closes the app and the database. A function as setup runs in the
 * before hook, so what it answers may depend on what it made there (a temporary folder).
 */
export function useTestApp(
  backend: TestBackend,
  setup: TestAppSetup | (() => TestAppSetup | Promise<TestAppSetup>) = {},
): TestApp {
  let given: TestAppSetup | undefined;
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let url: string | undefined;

  before(async () => {
    given = typeof setup === 'function' ? await setup() : setup;
    database = await backend.open({ prepared: true });
    app = await buildApp(testConfig(given.config), {
      // A suite moves its clock by hand: it runs the jobs itself (app.scheduler.runDue()).
      jobTimer: false,
      ...given.options,
      database: database.handle,
    });
    given.routes?.(app);
    if (given.listen) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }
  });
  // Whatever the before hook got to open is closed, even when it failed halfway.
  after(async () => {
    try {
      await given?.beforeClose?.();
      await app?.close();
    } finally {
      try {
        await database?.close();
      } finally {
        await given?.cleanup?.();
      }
    }
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) {
      throw new Error(
        `useTestApp: ${name} is read before the suite's before hook made it` +
          (name === 'url' ? ' (or without listen: true)' : ''),
      );
    }
    return value;
  };
  return {
    get app() {
      return ready(app, 'app');
    },
    get database() {
      return ready(database, 'database');
    },
    get url() {
      return ready(url, 'url');
    },
  };
}
