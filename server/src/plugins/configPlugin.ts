import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the configuration read at start available to every plugin as `app.config`. */
export const configPlugin = fp<{ config: AppConfig }>(
  (app, { config }, done) => {
    app.decorate('config', config);
    done();
  },
  { name: 'config' },
);
