import type { FastifyRequest } from 'fastify';
import { bodyTooLarge } from '../limits/uploadLimitsPlugin';
import { ApiError } from './apiError';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function hasStatusCode(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error;
}

/**
 * Reads a multipart/form-data body into one plain object, like a urlencoded or JSON body:
 * a repeated field becomes an array, a file its bytes. A body that is not valid multipart is
 * the caller's mistake (400), not a server failure. The parts together are held to the route's
 * `bodyLimit` (the multipart plugin reads the request itself, past Fastify's body parsers): a
 * body is cut off as soon as it passes it (413).
 */
export async function readMultipartForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const form: Record<string, unknown> = {};
  const limit = request.routeOptions.bodyLimit;
  let received = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, fieldSize: limit } })) {
      const value = part.type === 'file' ? await part.toBuffer() : part.value;
      received += Buffer.isBuffer(value) ? value.length : Buffer.byteLength(String(value));
      if (received > limit || (part.type === 'field' && part.valueTruncated)) {
        throw bodyTooLarge(request);
      }
      const previous = form[part.fieldname];
      const earlier: unknown[] = Array.isArray(previous) ? previous : [previous];
      form[part.fieldname] = previous === undefined ? value : [...earlier, value];
    }
  } catch (error) {
    // The plugin's own errors (too many parts) carry their status; a file over the limit is ours.
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw bodyTooLarge(request);
    }
    if (hasStatusCode(error)) throw error;
    throw new ApiError(400, 'Malformed multipart form data');
  }
  return form;
}
