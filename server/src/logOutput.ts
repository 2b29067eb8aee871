/** Where log lines go, in the LOG_FORMAT chosen: for the server's pino and the supervisor. */
import PinoPretty, { prettyFactory, type PrettyOptions } from 'pino-pretty';
import type { LogFormat } from './config';

/** The fields of a request's entry (http/requestLog.ts), shown in its one line instead. */
const REQUEST_FIELDS = ['reqId', 'method', 'url', 'statusCode', 'responseTime'];

/** A request's entry as `GET /api/webprofile 200 4.2 ms`; any other entry's message as is. */
function message(entry: Record<string, unknown>, messageKey: string): string {
  const text = typeof entry[messageKey] === 'string' ? entry[messageKey] : '';
  if (typeof entry.method !== 'string' || typeof entry.url !== 'string') return text;
  const time = typeof entry.responseTime === 'number' ? ` ${entry.responseTime.toFixed(1)} ms` : '';
  const line = `${entry.method} ${entry.url} ${typeof entry.statusCode === 'number' ? entry.statusCode : ''}${time}`;
  return text === 'request' ? line : `${text}: ${line}`;
}

const PRETTY_OPTIONS: PrettyOptions = {
  // Colours only where a terminal shows them (LOG_FORMAT=pretty into a file stays plain).
  colorize: process.stdout.isTTY === true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: ['hostname', ...REQUEST_FIELDS].join(','),
  messageFormat: message,
};

/** The stream Fastify's pino writes to: undefined is pino's own JSON to stdout. */
export function logStream(format: LogFormat): NodeJS.WritableStream | undefined {
  // sync: a fatal error's line is written before the process exits.
  return format === 'pretty' ? PinoPretty({ ...PRETTY_OPTIONS, sync: true }) : undefined;
}

/** One log entry as a line in the format: for writers without pino (the supervisor). */
export function logLineWriter(format: LogFormat): (entry: Record<string, unknown>) => string {
  if (format === 'json') return (entry) => `${JSON.stringify(entry)}\n`;
  const pretty = prettyFactory(PRETTY_OPTIONS);
  return (entry) => pretty(entry);
}
