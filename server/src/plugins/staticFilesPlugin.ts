import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { REPO_ROOT } from '../config';
import { faviconIco } from '../texts/brand';

/**
 * The server's own files (purpose icons), at /static/, for the web and mobile apps alike; and
 * /favicon.ico, which browsers ask of any page that declares no icon.
 */
export const staticFilesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: path.join(REPO_ROOT, 'server', 'public'),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1h',
  });
  app.get('/favicon.ico', async (_request, reply) =>
    reply
      .type('image/x-icon')
      .header('cache-control', 'public, max-age=86400')
      .send(await faviconIco()),
  );
};
