import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { createFileStorage } from '../storage/createFileStorage';
import type { FileStorage } from '../storage/fileStorage';
import { LocalFileStorage, UPLOADS_URL_PREFIX } from '../storage/localFileStorage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * Uploaded files as `app.storage`: an S3 bucket when configured, which browsers load from
 * directly; otherwise DATA_DIR/uploads on local disk, served here at /uploads/.
 */
export const storagePlugin = fp(
  async (app) => {
    const storage = createFileStorage(app.config);
    app.decorate('storage', storage);
    if (!(storage instanceof LocalFileStorage)) return;
    mkdirSync(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      // Every upload gets a new random name: a file at a given address never changes.
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
