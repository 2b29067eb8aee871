/**
 * A refusal a caller can act on: answered with its status and `{status: 'false', message}`.
 * Services throw it; the global error handler turns it into the reply. 402: a card was declined;
 * 413: a body over its route's limit; 503: too busy for this caller now (password hashing,
 * heavy work).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** What the refusal carries beside status and message (a flagged message's `flagged`). */
  readonly fields: Readonly<Record<string, string>> = {};

  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 503,
    message: string,
    /** A 429's or 503's wait, sent as Retry-After: the message itself stays one translatable text. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
