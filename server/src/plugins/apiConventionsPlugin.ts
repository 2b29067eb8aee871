import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { LIMITS, MESSAGES } from '@dating/contract/rules';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { ApiError } from '../http/apiError';
import { closeAfterEarlyAnswer, EarlyAnswerPacer, stopReading } from '../http/earlyAnswer';
import { holdsUnstorableValue } from '../http/holdsUnstorableValue';
import { readMultipartForm } from '../http/readMultipartForm';
import { bodyTooLarge } from '../limits/uploadLimitsPlugin';

// Files are buffered in memory: cap each one, and a request at one profile's worth of photos.
const UPLOAD_FILE_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The wire conventions of every call (architecture brief 3a): POST bodies as multipart form
 * data, urlencoded or JSON, all arriving as one plain object; failures as
 * `{status: 'false', message}` with a fitting status, never a stack trace.
 */
export const apiConventionsPlugin = fp(
  async (app) => {
    // Any origin may call: identity travels in a Bearer token, never in cookies, so a foreign
    // page gains nothing; remotes' manifests are fetched cross-origin by the shell.
    await app.register(cors, { origin: '*' });
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_FILE_LIMIT_BYTES, files: LIMITS.maxPhotos },
    });
    await app.register(formbody);

    app.addHook('preValidation', async (request) => {
      if (request.isMultipart()) {
        request.body = await readMultipartForm(request);
      } else if (request.method === 'POST' && request.body == null) {
        // The spec's calls are forms whose fields may all be optional: no body is an empty form.
        request.body = {};
      }
    });

    app.addHook('preHandler', (request, _reply, done) => {
      if (holdsUnstorableValue(request.body) || holdsUnstorableValue(request.query)) {
        done(new ApiError(400, MESSAGES.invalidFormat));
        return;
      }
      done();
    });

    // Fastify's own 503 while closing is written outside the hooks (no security headers, its own
    // body), so app.ts turns it off and this answers instead: requests arriving on kept-alive
    // connections while the ones in flight finish are sent elsewhere by the load balancer.
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      void reply
        .code(503)
        .header('connection', 'close')
        .send({ status: 'false', message: MESSAGES.serviceUnavailable });
    });

    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ status: 'false', message: MESSAGES.notFound }),
    );

    // An answer given before the body has arrived (a refusal from the headers, a body cut off at
    // its limit) closes the connection instead of reading the rest of the body; one caller's such
    // answers are paced, so a client flooding refused calls waits on its own connections.
    const pacer = new EarlyAnswerPacer();
    app.addHook('onSend', (request, reply, _payload, done) => {
      // `complete` is Node's (false until the whole body is read); injected requests have none.
      if (request.raw.complete !== false) return done();
      void reply.header('connection', 'close');
      const { socket } = request.raw;
      closeAfterEarlyAnswer(socket);
      const wait = pacer.turn(
        request.member
          ? [`address:${request.ip}`, `member:${request.member.id}`]
          : [`address:${request.ip}`],
      );
      // Too many of this caller's answers already waiting: this connection goes unanswered.
      if (wait === null) socket.destroy();
      if (!wait) return done();
      // The body stays unread while the answer waits its turn.
      stopReading(socket);
      setTimeout(done, wait);
    });

    app.setErrorHandler<FastifyError>(async (caught, request, reply) => {
      // Fastify's parsers cut a body off at the route's limit: answered in the route's words.
      const error = caught.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? bodyTooLarge(request) : caught;
      if ('validation' in error && error.validation) {
        return reply.code(400).send({ status: 'false', message: error.message });
      }
      const statusCode = error.statusCode ?? 500;
      if (error instanceof ApiError || (statusCode >= 400 && statusCode < 500)) {
        if (error instanceof ApiError && error.retryAfterSeconds !== undefined) {
          void reply.header('Retry-After', String(error.retryAfterSeconds));
        }
        const fields = error instanceof ApiError ? error.fields : {};
        return reply.code(statusCode).send({ ...fields, status: 'false', message: error.message });
      }
      if (isDatabaseUnavailable(error)) {
        // Not the caller's fault nor a bug: the same call succeeds once the database is back.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('Retry-After', '1')
          .send({ status: 'false', message: MESSAGES.serviceUnavailable });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ status: 'false', message: 'Something went wrong' });
    });
  },
  { name: 'api-conventions' },
);
