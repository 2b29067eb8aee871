import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { REPO_ROOT } from '../config';

/** The server's own files (purpose icons), at /static/, for the web and mobile apps alike. */
export const staticFilesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: path.join(REPO_ROOT, 'server', 'public'),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1h',
  });
};
