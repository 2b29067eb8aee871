import type { CallError } from '@dating/web';

export function isCallError(error: unknown): error is CallError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** The server's reason for a refusal, if it gave one. */
export function refusalOf(error: unknown): string | null {
  return isCallError(error) && error.message ? error.message : null;
}
