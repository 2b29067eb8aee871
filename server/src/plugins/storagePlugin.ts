import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/fileStorage';
import { LocalFileStorage, UPLOADS_URL_PREFIX } from '../storage/localFileStorage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Uploaded files as `app.storage`: DATA_DIR/uploads on local disk, served at /uploads/. */
export const storagePlugin = fp(
  async (app) => {
    const { uploadsDir } = app.config;
    mkdirSync(uploadsDir, { recursive: true });
    app.decorate('storage', new LocalFileStorage(uploadsDir, UPLOADS_URL_PREFIX));
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      // Every upload gets a new random name: a file at a given address never changes.
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
