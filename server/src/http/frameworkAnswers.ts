import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '@dating/contract/rules';
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';
import { securityHeaderPairs } from '../plugins/securityHeadersPlugin';

/** What Node's HTTP parser refuses before any request exists, by its error code. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long' },
};

/**
 * Fastify's options for the answers it would otherwise write itself, outside every hook: the
 * parser's refusals (a broken request line, headers too large, too slow) and the router's (a
 * path that does not decode). Each gets the security headers and `{status: 'false', message}`,
 * as every other answer. Answers while closing are the api-conventions plugin's, which keeps
 * them in the hooks.
 */
export function frameworkAnswerOptions(
  config: AppConfig,
): Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors' | 'return503OnClosing'> {
  const headerPairs = securityHeaderPairs(config);
  return {
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      // A connection reset leaves nobody to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
        status: 400,
        message: MESSAGES.invalidFormat,
      };
      const body = JSON.stringify({ status: 'false', message });
      const headers = [
        ...headerPairs(),
        ['content-type', 'application/json; charset=utf-8'],
        ['content-length', String(Buffer.byteLength(body))],
        ['connection', 'close'],
      ];
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
            headers.map(([name, value]) => `${name}: ${value}\r\n`).join('') +
            `\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
    frameworkErrors(error: FastifyError, _request, reply) {
      // The option is generic over route types this answer does not use.
      void (reply as FastifyReply)
        .headers(Object.fromEntries(headerPairs()))
        .code(error.statusCode ?? 400)
        .send({ status: 'false', message: MESSAGES.invalidFormat });
    },
    return503OnClosing: false,
  };
}
