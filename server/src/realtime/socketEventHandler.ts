import type { SocketAck } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { ApiError } from '../http/apiError';
import type { SocketPayloadReader } from './socketPayload';

const INVALID_PAYLOAD = 'Invalid message format';

/** Runs one socket event: checks its payload, does the work, acknowledges how it went. */
export type SocketEventHandler = <P, R extends object>(
  read: SocketPayloadReader<P>,
  payload: unknown,
  ack: unknown,
  work: (payload: P) => Promise<R>,
) => void;

/**
 * What every module's socket events share, as thin as a route: a payload that does not read is
 * refused, a refusal (ApiError) is acknowledged with its message and fields, a lost database as
 * over HTTP's 503, anything else logged and answered 'Something went wrong'.
 */
export function socketEventHandler(log: FastifyBaseLogger, label: string): SocketEventHandler {
  return (read, payload, ack, work) => {
    type Reply = SocketAck<object>;
    const reply: Reply = typeof ack === 'function' ? (ack as Reply) : () => undefined;
    const checked = read(payload);
    if (checked === undefined) {
      reply({ status: 'false', message: INVALID_PAYLOAD });
      return;
    }
    work(checked).then(
      (result) => reply({ status: 'true', ...result }),
      (error: unknown) => {
        if (error instanceof ApiError) {
          reply({ ...error.fields, status: 'false', message: error.message });
          return;
        }
        if (isDatabaseUnavailable(error)) {
          // As over HTTP (503): the client may send again.
          log.warn({ err: error }, `${label}: database unavailable`);
          reply({ status: 'false', message: MESSAGES.serviceUnavailable });
          return;
        }
        log.error({ err: error }, `${label} failed`);
        reply({ status: 'false', message: 'Something went wrong' });
      },
    );
  };
}
