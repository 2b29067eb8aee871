import type { CallError } from '@dating/web';

/** A call the server refused (4xx), as opposed to one that did not reach it or failed there. */
export function isRefusal(error: unknown): error is CallError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500
  );
}
