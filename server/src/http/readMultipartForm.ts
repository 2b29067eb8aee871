import type { FastifyRequest } from 'fastify';
import { ApiError } from './apiError';

function hasStatusCode(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error;
}

/**
 * Reads a multipart/form-data body into one plain object, like a urlencoded or JSON body:
 * a repeated field becomes an array, a file its bytes. A body that is not valid multipart is
 * the caller's mistake (400), not a server failure.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const form: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      const value = part.type === 'file' ? await part.toBuffer() : part.value;
      const previous = form[part.fieldname];
      const earlier: unknown[] = Array.isArray(previous) ? previous : [previous];
      form[part.fieldname] = previous === undefined ? value : [...earlier, value];
    }
  } catch (error) {
    // The plugin's own errors (file too large 413, too many parts) carry their status.
    if (hasStatusCode(error)) throw error;
    throw new ApiError(400, 'Malformed multipart form data');
  }
  return form;
}
