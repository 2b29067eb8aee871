/** Socket errors of a database that cannot be reached or went away mid-call. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is shutting down, starting, or refusing connections:
 * class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now),
 * 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/**
 * node-postgres' own words for a connection lost or never got: the pool's wait and a client's
 * own connection timeout ('timeout expired') included.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired$|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error says the database is out of reach (down, restarting, failing over, the
 * network cut) rather than that a call went wrong: such a call is answered 503, the member
 * asked to try again, and the same call succeeds once the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  if (DRIVER_MESSAGES.test(error.message)) return true;
  // Node reports a refused connection to each of a name's addresses as one AggregateError.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return isDatabaseUnavailable(error.cause);
}
