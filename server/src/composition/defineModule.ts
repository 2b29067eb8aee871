import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/scheduler';
import type { SocketServer } from '../plugins/socketPlugin';
import type { Realtime } from '../realtime/realtime';
import type { Infrastructure, ServiceName, Services } from './services';

/** What a module's socket handlers are registered with. */
export interface SocketContext {
  io: SocketServer;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/**
 * A server module as it declares itself: the services it provides and needs (built in
 * dependency order by the composition root), its routes, socket handlers, jobs and what it
 * finishes before the database closes. `P` and `N` type `build` by the names listed.
 */
export interface ModuleDefinition<P extends ServiceName, N extends ServiceName> {
  /** The module's folder name, in error messages and logs. */
  name: string;
  /** The services `build` answers, by name. */
  provides?: readonly P[];
  /** Other modules' services `build` is given: built first. */
  needs?: readonly N[];
  build?(needs: Pick<Services, N>, infrastructure: Infrastructure): Pick<Services, P>;
  /**
   * Registers the module's route plugins (calls under `/api`), once every service is built; a
   * route plugin reads `app.services`.
   */
  routes?(app: FastifyInstance, infrastructure: Infrastructure): PromiseLike<unknown> | void;
  sockets?(context: SocketContext, services: Services): void;
  jobs?(services: Services, infrastructure: Infrastructure): readonly JobDefinition[];
  /** Work to finish as the app closes, after the jobs stopped and before the database closes. */
  close?(services: Services): Promise<void>;
}

/** A declared module, as the composition root takes it. */
export interface ServerModule {
  name: string;
  provides: readonly ServiceName[];
  needs: readonly ServiceName[];
  build?(needs: Services, infrastructure: Infrastructure): Partial<Services>;
  routes?(app: FastifyInstance, infrastructure: Infrastructure): PromiseLike<unknown> | void;
  sockets?(context: SocketContext, services: Services): void;
  jobs?(services: Services, infrastructure: Infrastructure): readonly JobDefinition[];
  close?(services: Services): Promise<void>;
}

/** Declares a module (see src/modules/README.md). */
export function defineModule<
  const P extends ServiceName = never,
  const N extends ServiceName = never,
>(definition: ModuleDefinition<P, N>): ServerModule {
  return { ...definition, provides: definition.provides ?? [], needs: definition.needs ?? [] };
}
